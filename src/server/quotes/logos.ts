import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  LOGO_LIMITS,
  LOGO_REFUSED,
  LOGO_SIDE_TOO_LONG,
  LOGO_TOO_MANY_PIXELS,
  LOGO_TOO_NARROW,
} from '../../shared/personalisation';
import { HttpError } from '../http-error';
import type { PricedQuote } from './pricing';

// Every logo is decoded here and only this re-encoding is kept, mailed and shown (decision 070):
// the shared schema's sniff of the first bytes is the browser's quick answer, not a check.

/** A logo as the server re-encoded it, named by the SHA-256 of these bytes. */
export interface ServerLogo {
  hash: string;
  contentType: 'image/webp';
  bytes: Buffer;
}

// A decoded logo is never asked for twice: libvips keeps no cache of them.
sharp.cache(false);

const DECODABLE = new Set(['png', 'jpeg', 'webp']);

/** How large an image may be before it is decoded, and the sentence that refuses each bound. */
export interface ImageBounds {
  inputPixels: number;
  inputSide: number;
  inputAspect: number;
  refused: string;
  sideTooLong: string;
  tooNarrow: string;
  tooManyPixels: string;
}

const LOGO_BOUNDS: ImageBounds = {
  ...LOGO_LIMITS,
  refused: LOGO_REFUSED,
  sideTooLong: LOGO_SIDE_TOO_LONG,
  tooNarrow: LOGO_TOO_NARROW,
  tooManyPixels: LOGO_TOO_MANY_PIXELS,
};

/** Why an image of this shape is refused, each bound with its own sentence; none when it fits all three. */
function shapeRefusal(width: number, height: number, bounds: ImageBounds): string | undefined {
  const longer = Math.max(width, height);
  const shorter = Math.min(width, height);
  if (longer > bounds.inputSide) return bounds.sideTooLong;
  if (longer > shorter * bounds.inputAspect) return bounds.tooNarrow;
  if (width * height > bounds.inputPixels) return bounds.tooManyPixels;
  return undefined;
}

/**
 * Decodes an image sent as a data URL on libuv's thread pool: refuses what is not a whole PNG,
 * JPEG or WebP within `bounds` (a 400 with their sentence), then gives `encode` the image, turned
 * upright, to re-encode.
 */
export async function reencodeImage<T>(
  dataUrl: string,
  bounds: ImageBounds,
  encode: (image: () => Sharp) => Promise<T>,
): Promise<T> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const options = { limitInputPixels: bounds.inputPixels, failOn: 'warning' } as const;
  try {
    // The header alone first (no pixel limit: it decodes none, so our own bounds say which one).
    const {
      format,
      width = 0,
      height = 0,
    } = await sharp(input, {
      ...options,
      limitInputPixels: false,
    }).metadata();
    if (!DECODABLE.has(format)) throw new HttpError(400, bounds.refused);
    const refusal = shapeRefusal(width, height, bounds);
    if (refusal) throw new HttpError(400, refusal);
    return await encode(() => sharp(input, options).rotate());
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, bounds.refused);
  }
}

/** A logo re-encoded inside `side` pixels, named by the SHA-256 of its bytes. */
export async function logoOf(image: Sharp, side: number): Promise<ServerLogo> {
  const bytes = await image
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: LOGO_LIMITS.webpQuality })
    .toBuffer();
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    contentType: 'image/webp',
    bytes,
  };
}

/** Decodes a logo, refuses what is not a whole PNG, JPEG or WebP, re-encodes it. */
export const reencodeLogo = (dataUrl: string): Promise<ServerLogo> =>
  reencodeImage(dataUrl, LOGO_BOUNDS, (image) => logoOf(image(), LOGO_LIMITS.storedPixels));

/**
 * The quote with each visitor logo replaced by the server's own encoding, one logo at a time so
 * one quote holds at most one of the thread pool's threads (static files and hashing share it).
 */
export async function withServerLogos(quote: PricedQuote): Promise<PricedQuote> {
  const lines: PricedQuote['lines'] = [];
  for (const line of quote.lines) {
    const logo = line.personalisation?.logo;
    if (line.personalisation === undefined || logo === undefined) {
      lines.push(line);
      continue;
    }
    const { logo: _sent, ...tried } = line.personalisation;
    lines.push({ ...line, personalisation: tried, logo: await reencodeLogo(logo) });
  }
  return { ...quote, lines };
}
