import { PERSONALISATION_LIMITS } from '../../../shared/personalisation';
import {
  type LogoRefusal,
  SNIFF_BYTES,
  LOGO_ENCODINGS,
  checkLogoBytes,
  checkLogoShape,
  checkLogoSize,
  logoDrawSize,
} from './logo-check';

// Reads a visitor's logo in the browser (nothing is uploaded): checks it, draws it at most 256 px
// on its longer side and re-encodes it (WebP where the browser can) small enough to travel with a quote.

export type LogoResult = { ok: true; dataUrl: string } | { ok: false; refusal: LogoRefusal };

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read.'));
    reader.readAsDataURL(blob);
  });

async function decode(file: File): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file);
  } catch {
    return null;
  }
}

/** The logo as a WebP data URL of at most logoBytes, or why not. */
export async function readLogo(file: File): Promise<LogoResult> {
  const tooLarge = checkLogoSize(file.size);
  if (tooLarge && !tooLarge.ok) return tooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const checked = checkLogoBytes(head, file.type);
  if (!checked.ok) return checked;

  const bitmap = await decode(file);
  if (!bitmap) return { ok: false, refusal: 'unreadable' };
  const size = logoDrawSize(bitmap.width, bitmap.height);
  const narrow = checkLogoShape(size.width, size.height);
  if (narrow && !narrow.ok) {
    bitmap.close();
    return narrow;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();

  for (const { type, quality } of LOGO_ENCODINGS) {
    const blob = await toBlob(canvas, type, quality);
    // A browser without that encoder hands back a PNG instead: skip to the next format.
    if (blob?.type === type && blob.size <= PERSONALISATION_LIMITS.logoBytes) {
      return { ok: true, dataUrl: await toDataUrl(blob) };
    }
  }
  return { ok: false, refusal: 'tooDetailed' };
}
