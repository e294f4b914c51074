import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupFileName, rotateBackups } from '../../src/server/ops/backup';

describe('the backup rotation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-rotation-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the newest backup of each of the last 7 days and 4 ISO weeks, and nothing else', async () => {
    // Two backups a day (02:00 and 14:00 UTC) from Monday 2025-01-06 to Friday 2025-02-14.
    const now = new Date('2025-02-14T14:00:00Z');
    for (let t = Date.parse('2025-01-06T02:00:00Z'); t <= now.getTime(); t += 12 * 3600_000) {
      writeFileSync(join(dir, backupFileName(new Date(t), 'sqlite')), '');
    }
    // A dead backup's partial file from two days ago goes; one being written now stays.
    const stale = join(
      dir,
      `${backupFileName(new Date('2025-02-12T02:00:00Z'), 'sqlite')}.9.partial`,
    );
    writeFileSync(stale, '');
    utimesSync(stale, new Date('2025-02-12T02:00:00Z'), new Date('2025-02-12T02:00:00Z'));
    writeFileSync(join(dir, `${backupFileName(now, 'sqlite')}.10.partial`), '');
    writeFileSync(join(dir, 'notes.txt'), 'not ours');

    const { kept } = await rotateBackups(dir, { keepDaily: 7, keepWeekly: 4 }, now);

    const expected = [
      // The last days of the weeks of 20 and 27 January and of 3 February (the 4 weeks go back to 20 January).
      'site-2025-01-26T140000Z.sqlite3',
      'site-2025-02-02T140000Z.sqlite3',
      // Daily: 8 to 14 February (the 9th is also the week of 3 February's last day).
      ...[8, 9, 10, 11, 12, 13, 14].map(
        (d) => `site-2025-02-${String(d).padStart(2, '0')}T140000Z.sqlite3`,
      ),
    ];
    expect(kept).toEqual(expected);
    expect(readdirSync(dir).sort()).toEqual(
      [...expected, `${backupFileName(now, 'sqlite')}.10.partial`, 'notes.txt'].sort(),
    );
  });
});
