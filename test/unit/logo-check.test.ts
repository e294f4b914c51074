import { describe, expect, it } from 'vitest';
import {
  checkLogoBytes,
  checkLogoShape,
  checkLogoSize,
  logoDrawSize,
} from '../../src/web/features/preview/logo-check';
import { sniffImageType } from '../../src/shared/image-type';
import { PERSONALISATION_LIMITS } from '../../src/shared/personalisation';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]);

describe('sniffImageType', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    [
      'an SVG after a BOM, XML declaration, comment and doctype',
      text(
        '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">\n<svg>',
      ),
      'svg',
    ],
    ['an SVG after comments with dashes', text('<!-- a --->\n<!-- b - c --><svg>'), 'svg'],
    // The old pattern backtracked exponentially here: 22 comments 109 ms, 40 for hours (decision 070).
    ['forty empty comments and no SVG', text(`${'<!---->'.repeat(40)}x`), null],
    ['a text file', text('This is not a picture.'), null],
    [
      'a RIFF that is not WebP (a WAV)',
      new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WAVE')]),
      null,
    ],
    ['a GIF', text('GIF89a'), null],
    ['a truncated PNG signature', PNG.slice(0, 4), null],
    ['nothing', bytes(), null],
  ])('reads %s', (_, head, type) => {
    expect(sniffImageType(head)).toBe(type);
  });
});

describe('checkLogoSize', () => {
  it('lets a file up to the upload limit be read', () => {
    expect(checkLogoSize(PERSONALISATION_LIMITS.logoUploadBytes)).toBeNull();
  });

  it('refuses a larger file before reading it', () => {
    expect(checkLogoSize(10_000_000)).toEqual({ ok: false, refusal: 'tooLarge' });
  });
});

describe('checkLogoBytes', () => {
  it('goes by the bytes, not by the declared type', () => {
    expect(checkLogoBytes(JPEG, 'image/png')).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkLogoBytes(text('hello'), 'image/png')).toEqual({
      ok: false,
      refusal: 'notImage',
    });
  });

  it('refuses an SVG with its own refusal, by its bytes or its declared type', () => {
    expect(checkLogoBytes(text('<svg></svg>'), '')).toEqual({
      ok: false,
      refusal: 'svg',
    });
    expect(checkLogoBytes(text('<g/>'), 'image/svg+xml')).toEqual({
      ok: false,
      refusal: 'svg',
    });
  });
});

describe('logoDrawSize', () => {
  it.each([
    [1024, 512, 256, 128],
    [300, 900, 85, 256],
    [256, 256, 256, 256],
    [100, 40, 100, 40],
    [5000, 1, 256, 1],
  ])('draws %i×%i at %i×%i', (width, height, drawnWidth, drawnHeight) => {
    expect(logoDrawSize(width, height)).toEqual({ width: drawnWidth, height: drawnHeight });
  });
});

// The server refuses a logo whose longer side is over 8 times its shorter (decision 105): the panel says so first.
describe('checkLogoShape', () => {
  it.each([
    [256, 32],
    [32, 256],
    [256, 256],
  ])('lets a logo drawn %i×%i through', (width, height) => {
    expect(checkLogoShape(width, height)).toBeNull();
  });

  it.each([
    [256, 31],
    [31, 256],
    [256, 1],
  ])('refuses a logo drawn %i×%i as too long and thin', (width, height) => {
    expect(checkLogoShape(width, height)).toEqual({ ok: false, refusal: 'tooNarrow' });
  });
});
