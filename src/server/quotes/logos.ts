import { createHash } from 'node:crypto';
import sharp from 'sharp';
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

/** Why a logo of this shape is refused, each bound with its own sentence; none when it fits all three. */
function shapeRefusal(width: number, height: number): string | undefined {
  const longer = Math.max(width, height);
  const shorter = Math.min(width, height);
  if (longer > LOGO_LIMITS.inputSide) return LOGO_SIDE_TOO_LONG;
  if (longer > shorter * LOGO_LIMITS.inputAspect) return LOGO_TOO_NARROW;
  if (width * height > LOGO_LIMITS.inputPixels) return LOGO_TOO_MANY_PIXELS;
  return undefined;
}

/** Decodes a logo on libuv's thread pool, refuses what is not a whole PNG, JPEG or WebP, re-encodes it. */
export async function reencodeLogo(dataUrl: string): Promise<ServerLogo> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const options = { limitInputPixels: LOGO_LIMITS.inputPixels, failOn: 'warning' } as const;
  let bytes: Buffer;
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
    if (!DECODABLE.has(format)) throw new HttpError(400, LOGO_REFUSED);
    const refusal = shapeRefusal(width, height);
    if (refusal) throw new HttpError(400, refusal);
    bytes = await sharp(input, options)
      .rotate()
      .resize({
        width: LOGO_LIMITS.storedPixels,
        height: LOGO_LIMITS.storedPixels,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: LOGO_LIMITS.webpQuality })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, LOGO_REFUSED);
  }
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    contentType: 'image/webp',
    bytes,
  };
}

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
