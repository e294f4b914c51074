import { describe, expect, it } from 'vitest';
import { VISITOR_NAME_MAX, visitorName } from '../../src/server/mail/messages';

describe('visitorName: the only visitor text a mail to an unproven address carries', () => {
  it('puts the name on one line, without control or invisible formatting characters', () => {
    expect(visitorName('  Ana\r\nBcc: x@evil.example\tKila ')).toBe('Ana Bcc: x@evil.example Kila');
    expect(visitorName('Ana\u0000\u0007\u001b[31m Kila')).toBe('Ana [31m Kila');
    expect(visitorName('Ana\u2028Kila\u2029Wari\u0085Tau')).toBe('Ana Kila Wari Tau');
    // Right-to-left overrides and zero-width characters can disguise what a mail says.
    expect(visitorName('Ana\u202eevil\u200b\u2066Kila')).toBe('Ana evil Kila');
  });

  it(`cuts a long name to ${VISITOR_NAME_MAX} characters, never inside an emoji`, () => {
    const long = `Ana ${'K'.repeat(100)}`;
    const cut = visitorName(long);
    expect([...cut]).toHaveLength(VISITOR_NAME_MAX);
    expect(cut).toBe(`${long.slice(0, VISITOR_NAME_MAX - 1)}…`);
    const emoji = visitorName('🌺'.repeat(100));
    expect([...emoji]).toHaveLength(VISITOR_NAME_MAX);
    expect(emoji).toBe(`${'🌺'.repeat(VISITOR_NAME_MAX - 1)}…`);
    expect(visitorName('Ana Kila')).toBe('Ana Kila');
    expect(visitorName(' \u0007 ')).toBe('');
  });
});
