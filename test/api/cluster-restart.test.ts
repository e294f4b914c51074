import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type RunningCluster,
  ended,
  randomServerPorts,
  startCluster,
  stopCluster,
  waitForHealth,
} from '../helpers/cluster';
import { waitUntil } from '../helpers/smtp';

// `npm run cluster` keeps serving when one of its processes dies (decision 065): the dead one is
// started again after a growing pause, the others are never stopped for it.

/** The pids of the servers that said they listen on `port`, oldest first (from their JSON log). */
function listeningPids(output: string, port: number): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('Server listening'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string })
    .filter((entry) => entry.msg.endsWith(`:${port}`))
    .map((entry) => entry.pid);
}

/** GET /api/health on `port` again and again until `done()`: each answer's status (0: no answer). */
async function pollHealth(port: number, done: () => boolean) {
  const answers: { status: number; at: number }[] = [];
  while (!done()) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      async (response) => (await response.text(), response.status),
      () => 0,
    );
    answers.push({ status, at: Date.now() });
    // A short breath between requests, so the poll does not starve the restarting server of CPU.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return answers;
}

describe('npm run cluster when one of its processes dies', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-restart-'));
  const firstPort = randomServerPorts(2);
  const [steady, victim] = [firstPort, firstPort + 1];
  let cluster: RunningCluster;

  afterAll(async () => {
    if (cluster) await stopCluster(cluster);
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts a server killed with kill -9 again within seconds; the other never stops serving', async () => {
    cluster = startCluster(2, {
      PORT: String(firstPort),
      DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      // info: each server logs its pid with "Server listening".
      LOG_LEVEL: 'info',
    });
    for (const port of [steady, victim]) await waitForHealth(cluster, port);
    const [killed] = listeningPids(cluster.output(), victim);
    expect(killed).toEqual(expect.any(Number));

    let back = false;
    const polled = pollHealth(steady, () => back);
    const killedAt = Date.now();
    process.kill(killed as number, 'SIGKILL');
    await waitUntil(
      () => cluster.output().includes(`port ${victim} ended (SIGKILL)`),
      'the cluster to see the death',
    );
    expect(cluster.output()).toMatch(
      new RegExp(`port ${victim} ended \\(SIGKILL\\) after \\d+ s: starting it again in 1 s\\.`),
    );
    await waitForHealth(cluster, victim, 20_000);
    const backAt = Date.now();
    back = true;
    const answers = await polled;

    const duringOutage = answers.filter(({ at }) => at > killedAt && at <= backAt);
    console.log(
      `kill -9 of the server on port ${victim}: answering again after ${backAt - killedAt} ms; ` +
        `${duringOutage.filter(({ status }) => status === 200).length} of ${duringOutage.length} ` +
        `requests to port ${steady} meanwhile answered 200.`,
    );
    // 1 s of pause; the rest is Node starting, slow on a busy machine.
    expect(backAt - killedAt).toBeLessThan(15_000);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    const pids = listeningPids(cluster.output(), victim);
    expect(pids).toHaveLength(2);
    expect(pids[1]).not.toBe(killed);
    expect(listeningPids(cluster.output(), steady)).toHaveLength(1);
  }, 60_000);

  it('waits longer after a second quick death, and a SIGTERM during that pause stops everything, restarting nothing', async () => {
    const [, current] = listeningPids(cluster.output(), victim);
    process.kill(current as number, 'SIGKILL');
    await waitUntil(
      () => cluster.output().includes('starting it again in 2 s.'),
      'the second, longer pause',
    );
    const exited = once(cluster.child, 'exit');
    cluster.child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(ended(cluster.child)).toBe(true);
    // Neither server answers, and the dead one was not started a third time.
    for (const port of [steady, victim]) {
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    }
    expect(listeningPids(cluster.output(), victim)).toHaveLength(2);
  }, 15_000);
});
