import { type LogoType, sniffImageType } from '../../../shared/image-type';
import { LOGO_LIMITS, PERSONALISATION_LIMITS } from '../../../shared/personalisation';

// What the personalisation panel decides about a logo file before and after reading it (issue 14):
// pure functions, so the rules are tested in Node (test/unit/logo-check.test.ts).

/** How many leading bytes the panel reads to sniff a file's type. */
export const SNIFF_BYTES = 512;

/** Why a logo is refused; the panel says each in the visitor's language (src/shared/words/{en,tpi}/panel.ts). */
export type LogoRefusal =
  'tooLarge' | 'svg' | 'notImage' | 'unreadable' | 'tooDetailed' | 'tooNarrow';

export type LogoDecision = { ok: true; type: LogoType } | { ok: false; refusal: LogoRefusal };

/** Refuses a file by its size alone, before any of it is read. */
export function checkLogoSize(size: number): LogoDecision | null {
  return size > PERSONALISATION_LIMITS.logoUploadBytes ? { ok: false, refusal: 'tooLarge' } : null;
}

/** Accepts a file whose leading bytes are a PNG, JPEG or WebP; an SVG and anything else get their own refusal. */
export function checkLogoBytes(head: Uint8Array, declaredType = ''): LogoDecision {
  const type = sniffImageType(head);
  if (type === 'svg' || declaredType === 'image/svg+xml') return { ok: false, refusal: 'svg' };
  return type ? { ok: true, type } : { ok: false, refusal: 'notImage' };
}

/** The size a picture is drawn at: at most logoPixels on its longer side, never enlarged. */
export function logoDrawSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PERSONALISATION_LIMITS.logoPixels / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Refuses a logo, as drawn, whose longer side is over the server's bound times its shorter (decision 105). */
export function checkLogoShape(width: number, height: number): LogoDecision | null {
  const tooNarrow = Math.max(width, height) > Math.min(width, height) * LOGO_LIMITS.inputAspect;
  return tooNarrow ? { ok: false, refusal: 'tooNarrow' } : null;
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
