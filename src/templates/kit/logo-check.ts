import { PERSONALISATION_LIMITS } from '../../shared/schemas/personalisation';

// What the personalisation panel decides about a logo file before and after reading it (issue 14):
// pure functions, so the rules are tested in Node (test/unit/logo-check.test.ts).

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** How many leading bytes the panel reads to sniff a file's type. */
export const SNIFF_BYTES = 512;

export const LOGO_MESSAGES = {
  tooLarge: `That file is larger than ${PERSONALISATION_LIMITS.logoUploadBytes / 1_000_000} MB. Please choose a smaller picture of your logo.`,
  svg: 'SVG logos cannot be used here. Please save your logo as a PNG, JPEG or WebP picture and choose that.',
  notImage:
    'That file is not a PNG, JPEG or WebP picture. Please choose a picture of your logo in one of those formats.',
  unreadable:
    'That file could not be opened as a picture; it may be damaged. Please choose another picture of your logo.',
  tooDetailed:
    'That picture stays too large even when made smaller. Please choose a simpler picture of your logo.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** An SVG is text whose first element is <svg>, perhaps after a BOM, an XML declaration, comments or a doctype. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** The image type the bytes say, whatever the file's name or declared type; 'svg' or null otherwise. */
export function sniffImageType(bytes: Uint8Array): LogoType | 'svg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return SVG_START.test(text) ? 'svg' : null;
}

export type LogoDecision = { ok: true; type: LogoType } | { ok: false; message: string };

/** Refuses a file by its size alone, before any of it is read. */
export function checkLogoSize(size: number): LogoDecision | null {
  return size > PERSONALISATION_LIMITS.logoUploadBytes
    ? { ok: false, message: LOGO_MESSAGES.tooLarge }
    : null;
}

/** Accepts a file whose leading bytes are a PNG, JPEG or WebP; an SVG and anything else get their own message. */
export function checkLogoBytes(head: Uint8Array, declaredType = ''): LogoDecision {
  const type = sniffImageType(head);
  if (type === 'svg' || declaredType === 'image/svg+xml')
    return { ok: false, message: LOGO_MESSAGES.svg };
  return type ? { ok: true, type } : { ok: false, message: LOGO_MESSAGES.notImage };
}

/** The size a picture is drawn at: at most logoPixels on its longer side, never enlarged. */
export function logoDrawSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PERSONALISATION_LIMITS.logoPixels / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const QUALITIES = [0.9, 0.75, 0.6, 0.45, 0.3] as const;

/**
 * The encodings tried, best first; the first within logoBytes is kept. WebP keeps transparency and
 * is smallest; Safari cannot encode it, so PNG, then JPEG, stand in there.
 */
export const LOGO_ENCODINGS: readonly { type: LogoType; quality?: number }[] = [
  ...QUALITIES.map((quality) => ({ type: 'image/webp' as const, quality })),
  { type: 'image/png' },
  ...QUALITIES.map((quality) => ({ type: 'image/jpeg' as const, quality })),
];
