import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig } from '../../src/server/config';

// deploy/kumul-digital.service, the single-machine deployment (decision 065), and its settings file.
const unitPath = 'deploy/kumul-digital.service';
const envExamplePath = 'deploy/kumul-digital.env.example';

/** The settings a file of KEY=value lines turns on (comments and blank lines left out). */
function settings(path: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^([A-Za-z_]\w*)=(.*)$/.exec(line);
    if (match)
      found.set(match[1] as string, [...(found.get(match[1] as string) ?? []), match[2] as string]);
  }
  return found;
}

/** The environment the example file gives the server (the last value of each variable). */
const exampleEnv = () =>
  Object.fromEntries([...settings(envExamplePath)].map(([name, values]) => [name, values.at(-1)]));

describe('the systemd unit', () => {
  const unit = settings(unitPath);

  it('starts the compiled server again whatever its exit, with its settings from an env file', () => {
    expect(unit.get('Restart')).toEqual(['always']);
    expect(unit.get('RestartSec')).toHaveLength(1);
    // systemd would stop restarting after 5 quick failures otherwise.
    expect(unit.get('StartLimitIntervalSec')).toEqual(['0']);
    expect(unit.get('ExecStart')).toEqual([
      expect.stringMatching(/^\/\S*node --enable-source-maps \/\S+\/dist\/server\.js$/),
    ]);
    expect(unit.get('ExecStartPre')).toEqual([
      expect.stringMatching(/^\/\S*node --enable-source-maps \/\S+\/dist\/db-migrate\.js$/),
    ]);
    expect(unit.get('EnvironmentFile')).toEqual(['/etc/kumul-digital/kumul-digital.env']);
    expect(unit.get('User')).toEqual(['kumul']);
  });

  it('gives a stop more time than the server gives its requests and itself', () => {
    const stopSeconds = Number(/^(\d+)s$/.exec(unit.get('TimeoutStopSec')?.[0] ?? '')?.[1]);
    // SHUTDOWN_TIMEOUT_SECONDS for requests in flight, then 5 s for the server's own hooks.
    expect(stopSeconds).toBeGreaterThan(loadConfig({}).timeouts.shutdownSeconds + 5);
  });

  it('lets the server write where its data and backups are, and nowhere else', () => {
    const config = loadConfig(exampleEnv());
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
    const writable = (unit.get('ReadWritePaths') ?? []).map((path) => path.replace(/^-/, ''));
    for (const dir of [config.ops.dataDir, config.mail.outboxDir, config.backup.dir]) {
      expect(writable.some((path) => dir === path || dir?.startsWith(`${path}/`))).toBe(true);
    }
  });

  it.runIf(existsSync('/usr/bin/systemd-analyze'))('passes systemd-analyze verify', () => {
    const verified = spawnSync('systemd-analyze', ['verify', unitPath], { encoding: 'utf8' });
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
  });
});

describe('the settings file example', () => {
  it('names every variable the server reads, and its values pass the configuration check', () => {
    const text = readFileSync(envExamplePath, 'utf8');
    const missing = Object.keys(EnvSchema.shape).filter(
      (name) => !new RegExp(`^#?${name}=`, 'm').test(text),
    );
    expect(missing).toEqual([]);
    expect(() => loadConfig(exampleEnv())).not.toThrow();
  });
});
