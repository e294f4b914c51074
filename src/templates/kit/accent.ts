// The kit turns one accent colour into the handful of colours a site paints with, each chosen so
// that text meets WCAG AA (4.5:1) wherever the theme puts it (issue 14).

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const NEAR_BLACK: Rgb = [17, 24, 39];
/** The darkest light surface accent text may sit on (soft bands, tinted cards). */
const LIGHT_REFERENCE: Rgb = [236, 236, 236];
/** The lightest dark surface accent text may sit on: a theme's dark surfaces are slate-600 or darker. */
const DARK_REFERENCE: Rgb = [71, 85, 105];
const AA = 4.5;

const parse = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb | string, b: Rgb | string): number {
  const la = luminance(typeof a === 'string' ? parse(a) : a);
  const lb = luminance(typeof b === 'string' ? parse(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// Rounded to whole channels, so the contrast checked is the contrast of the hex colour used.
const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * amount)) as unknown as Rgb;

/** The colour moved toward `toward` in small steps until it reads on `background`. */
function readableOn(colour: Rgb, background: Rgb, toward: Rgb): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, toward, step / 20);
    if (contrast(candidate, background) >= AA) return candidate;
  }
  return toward;
}

export interface AccentPalette {
  /** CSS custom properties for the site's root element. */
  vars: {
    '--accent': string;
    '--on-accent': string;
    '--accent-hover': string;
    '--accent-soft': string;
    '--accent-ink': string;
    '--accent-on-dark': string;
  };
  /** Where the colour itself could not be used for text and a darker or lighter one stands in. */
  adjusted: { onLight: boolean; onDark: boolean };
}

export interface AccentColours {
  /** #rrggbb: buttons, chips, badges. */
  accent: string;
  /** A sample's own colour for accent text on light surfaces, instead of the derived one. */
  ink?: string;
  /** A sample's own colour for accent text on dark surfaces, instead of the derived one. */
  onDark?: string;
}

/** The palette of an accent colour (#rrggbb); a sample may name its own text colours. */
export function accentPalette(colours: AccentColours): AccentPalette {
  const accent = parse(colours.accent);
  const onAccent = [WHITE, NEAR_BLACK, BLACK].find((text) => contrast(text, accent) >= AA) ?? BLACK;
  // Hover moves away from the text colour, so the button's label only gains contrast.
  const hover = mix(accent, onAccent === WHITE ? BLACK : WHITE, 0.15);
  const soft = mix(accent, WHITE, 0.88);
  const lightBackground = luminance(soft) < luminance(LIGHT_REFERENCE) ? soft : LIGHT_REFERENCE;
  const ink = readableOn(accent, lightBackground, BLACK);
  const onDark = readableOn(accent, DARK_REFERENCE, WHITE);
  const inkHex = colours.ink ?? toHex(ink);
  const onDarkHex = colours.onDark ?? toHex(onDark);
  return {
    vars: {
      '--accent': toHex(accent),
      '--on-accent': toHex(onAccent),
      '--accent-hover': toHex(hover),
      '--accent-soft': toHex(soft),
      '--accent-ink': inkHex,
      '--accent-on-dark': onDarkHex,
    },
    adjusted: { onLight: inkHex !== toHex(accent), onDark: onDarkHex !== toHex(accent) },
  };
}
