// Which image a file really is, read from its first bytes whatever its name or declared type says:
// the personalisation panel (a chosen file) and the schema (a data URL) both ask (issue 14).

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * An SVG is text whose first element is <svg>, perhaps after a BOM, an XML declaration, comments or
 * a doctype. A comment ends at its first "-->", so no text matches two ways (a lazy [\s\S]*? here
 * backtracked exponentially: 30 empty comments held the main thread for seconds).
 */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--(?:[^-]|-(?!->))*-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** The image type the bytes say, whatever the file's name or declared type; 'svg' or null otherwise. */
export function sniffImageType(bytes: Uint8Array): LogoType | 'svg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return SVG_START.test(text) ? 'svg' : null;
}
