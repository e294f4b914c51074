import { describe, expect, it } from 'vitest';
import { phoneKind, whatsAppLink, whatsAppNumber } from '../../src/shared/phone';

describe('whatsAppNumber', () => {
  it.each([
    ['7123 4567', '+675 7123 4567', '67571234567'],
    ['+675 7123 4567', '+675 7123 4567', '67571234567'],
    ['00675 7123 4567', '+675 7123 4567', '67571234567'],
    ['675 7123 4567', '+675 7123 4567', '67571234567'],
    ['(+675) 7123-4567', '+675 7123 4567', '67571234567'],
    ['+61 412 345 678', '+61412345678', '61412345678'],
  ])('reads %s as %s', (raw, display, digits) => {
    expect(whatsAppNumber(raw)).toEqual({ ok: true, display, digits });
  });

  it.each([
    ['325 1234', '325 1234 looks like a PNG landline (7 digits); WhatsApp needs a mobile number.'],
    ['call me', '"call me" has characters a phone number cannot have.'],
    ['', 'The customer gave no phone number.'],
    ['   ', 'The customer gave no phone number.'],
    [
      '+675 325 1234',
      '+675 325 1234 is not a PNG mobile number (+675 and 8 digits starting with 7).',
    ],
    ['1234 5678', expect.stringMatching(/^1234 5678 is not a PNG mobile number/)],
    ['+1 23', '+1 23 is too short to be an international number.'],
  ])('refuses %j with a sentence', (raw, problem) => {
    expect(whatsAppNumber(raw)).toEqual({ ok: false, problem });
  });

  it('links to a chat with the text already typed', () => {
    expect(whatsAppLink('67571234567', 'Hello John, Q-7KD3-92 & more')).toBe(
      'https://wa.me/67571234567?text=Hello%20John%2C%20Q-7KD3-92%20%26%20more',
    );
  });
});

describe('phoneKind: the forms take a number staff can call (issue 25)', () => {
  it.each([
    ['7123 4567', 'png-mobile'],
    ['+675 7123 4567', 'png-mobile'],
    ['675 7123 4567', 'png-mobile'],
    ['(675) 7999-0000', 'png-mobile'],
    ['00675 71234567', 'png-mobile'],
    ['325 1234', 'png-landline'],
    ['+675 325 1234', 'png-landline'],
    ['675 472 1234', 'png-landline'],
    ['+61 2 9876 5432', 'international'],
    ['0061 412 345 678', 'international'],
    ['+1 (212) 555-0100', 'international'],
  ])('takes %j as %s', (raw, kind) => {
    expect(phoneKind(raw)).toBe(kind);
  });

  it.each([
    '7123',
    '712 3456',
    '7123 45678',
    '+675 7123',
    '+675 1234 5678',
    '1234 5678',
    '+1 23',
    '+0 1234 5678',
    '7123 4567 ext',
    '71+23 4567',
    '',
  ])('refuses %j', (raw) => {
    expect(phoneKind(raw)).toBeNull();
  });
});
