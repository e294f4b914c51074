import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from '../../src/admin/api';
import { formatMinutes, formatTime, matchCount } from '../../src/admin/format';

describe('the inbox shows times in Port Moresby (UTC+10)', () => {
  it('turns a UTC time into the local weekday, day, month and 24-hour time', () => {
    expect(formatTime('2026-11-23T04:05:00.000Z')).toBe('Mon 23 Nov, 14:05');
    // Past 14:00 UTC it is already the next day in Port Moresby.
    expect(formatTime('2026-11-23T14:30:00.000Z')).toBe('Tue 24 Nov, 00:30');
  });

  it('reads a median in hours and minutes', () => {
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(180)).toBe('3 h');
    expect(formatMinutes(59.6)).toBe('1 h');
  });
});

describe('sign-in sends staff back only to the inbox', () => {
  it('keeps an inbox address with its query', () => {
    expect(afterSignIn('/admin/quotes?status=new', 'staff')).toBe('/admin/quotes?status=new');
    expect(afterSignIn('/admin', 'staff')).toBe('/admin');
  });

  it('refuses other sites and other pages', () => {
    for (const next of [
      '//evil.example/admin',
      'https://evil.example/admin',
      '/administrator',
      '/',
      null,
    ]) {
      expect(afterSignIn(next, 'staff')).toBe('/admin');
    }
  });

  it('a 401 comes back to the page it happened on, never to the sign-in page itself', () => {
    expect(signInPath('/admin/quotes/Q-7KD3-92')).toBe(
      '/admin/sign-in?next=%2Fadmin%2Fquotes%2FQ-7KD3-92',
    );
    expect(signInPath('/admin/sign-in?next=%2Fadmin')).toBe('/admin/sign-in?next=%2Fadmin');
  });
});

describe('a search that stopped counting says so', () => {
  it('reads "More than" only when the server capped the count', () => {
    expect(matchCount({ total: 1000, totalCapped: true }, 'quote')).toBe('More than 1,000 quotes');
    expect(matchCount({ total: 1000 }, 'quote')).toBe('1,000 quotes');
    expect(matchCount({ total: 1, totalCapped: false }, 'message')).toBe('1 message');
  });
});
