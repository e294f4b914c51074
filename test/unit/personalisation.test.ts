import { describe, expect, it } from 'vitest';
import { PERSONALISATION_LIMITS, isLogo } from '../../src/shared/personalisation';
import { PNG_LOGO } from '../helpers/payloads';

const logo = (type: string, head: number[] | string, size = 64) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const bytes = Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length))]);
  return `data:image/${type};base64,${bytes.toString('base64')}`;
};

describe('isLogo: the type is sniffed from the bytes, the size counted after decoding', () => {
  it.each([
    ['a real PNG', PNG_LOGO],
    ['a JPEG', logo('jpeg', [0xff, 0xd8, 0xff, 0xe0])],
    ['a WebP', logo('webp', 'RIFF\x10\x00\x00\x00WEBPVP8 ')],
    [
      'a PNG of exactly the cap',
      logo('png', '\x89PNG\r\n\x1a\n', PERSONALISATION_LIMITS.logoBytes),
    ],
  ])('accepts %s', (_name, value) => expect(isLogo(value)).toBe(true));

  it.each([
    [
      'one byte over the cap',
      logo('png', '\x89PNG\r\n\x1a\n', PERSONALISATION_LIMITS.logoBytes + 1),
    ],
    ['a WebP declared as a PNG', logo('png', 'RIFF\x10\x00\x00\x00WEBPVP8 ')],
    ['a RIFF that is not a WebP', logo('webp', 'RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['a GIF', logo('gif', 'GIF89a')],
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['a truncated signature', logo('png', '\x89PNG', 4)],
    ['base64 that does not decode', 'data:image/png;base64,iVBORw0KG'],
    ['an address instead of data', 'https://example.com/logo.png'],
  ])('refuses %s', (_name, value) => expect(isLogo(value)).toBe(false));
});
