import { describe, expect, it } from 'vitest';
import { weekStart } from '../../src/server/db/repositories/admin-dashboard';

describe('weekStart (Monday 00:00 in Port Moresby, in UTC)', () => {
  it.each([
    // Wednesday noon in Port Moresby.
    ['2026-11-25T02:00:00.000Z', '2026-11-22T14:00:00.000Z'],
    // Monday 00:00 there exactly: the week has just begun.
    ['2026-11-22T14:00:00.000Z', '2026-11-22T14:00:00.000Z'],
    // Sunday 23:59 there: still last week.
    ['2026-11-22T13:59:00.000Z', '2026-11-15T14:00:00.000Z'],
    // Monday 09:00 UTC is Monday 19:00 there.
    ['2026-11-23T09:00:00.000Z', '2026-11-22T14:00:00.000Z'],
  ])('at %s the week began %s', (now, since) => {
    expect(weekStart(Date.parse(now))).toBe(since);
  });
});
