import type { Lang } from './lang';

/** A message that changes with a count: {count} stands for the number. */
export interface Plural {
  readonly one: string;
  readonly other: string;
}

type Values = Readonly<Record<string, string | number>>;

/** Puts values into a message's {name} placeholders; sentences are never built by concatenation. */
export function fill(message: string, values: Values = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The form of a message for a count (CLDR rules: Tok Pisin, like English, says "1" apart). */
export function plural(forms: Plural, count: number, values: Values = {}): string {
  return fill(count === 1 ? forms.one : forms.other, { ...values, count });
}

// CLDR common/main/tpi.xml: Tok Pisin month and day names (ICU builds often lack tpi).
const tpiMonths = [
  'Janueri',
  'Februeri',
  'Mas',
  'Epril',
  'Me',
  'Jun',
  'Julai',
  'Ogas',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Disemba',
];
const tpiDays = ['Sande', 'Mande', 'Tunde', 'Trinde', 'Fonde', 'Fraide', 'Sarere'];

/** A date as the visitor's language writes it: "Monday 24 November 2026" / "Mande 24 Novemba 2026". */
export function formatDate(lang: Lang, date: Date, withWeekday = false): string {
  if (lang === 'tpi') {
    const day = withWeekday ? `${tpiDays[date.getUTCDay()]} ` : '';
    return `${day}${date.getUTCDate()} ${tpiMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat('en-PG', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withWeekday ? { weekday: 'long' } : {}),
  }).format(date);
}

/**
 * The day a UTC time falls on in Port Moresby, for formatDate: a date near midnight UTC moves.
 * Port Moresby keeps UTC+10 all year (no daylight saving).
 */
export const dayInPortMoresby = (iso: string): Date => new Date(Date.parse(iso) + 10 * 3_600_000);
