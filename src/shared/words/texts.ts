// Texts owners changed and published (issue 45, decision 125), applied over the word files where a
// page reads its words: route loaders (messages.server.ts), the islands' runtime and the chat.

/** Word key → text: the published texts of one language ('layout:layout.nav.about' → 'Abaut'). */
export type Texts = Readonly<Record<string, string>>;

/** The word key of an area's words: 'privacyPolicy' is the export of privacy-policy.ts. */
export const areaKey = (area: string): string =>
  `${area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${area}`;

/** The personalise panel's words: panel.ts exports `panelWords`, not a `panel` area. */
export const PANEL_WORD_KEY = 'panel:panelWords';

/** `value` with the string at `path` replaced, copying only the objects on the way. */
function replaced(value: unknown, path: readonly string[], text: string): unknown {
  if (path.length === 0) return typeof value === 'string' ? text : value;
  if (value === null || typeof value !== 'object') return value;
  const [name = '', ...rest] = path;
  if (!Object.hasOwn(value, name)) return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  copy[name] = replaced(copy[name], rest, text);
  return copy;
}

/**
 * The words found at word key `prefix` ('layout:layout', 'chat:chatCopy') with the published texts
 * under it in their place; the same object when none is. A key the code no longer has is skipped.
 */
export function withTexts<T>(words: T, prefix: string, texts: Texts): T {
  let result: unknown = words;
  for (const [key, text] of Object.entries(texts)) {
    if (key.startsWith(`${prefix}.`)) {
      result = replaced(result, key.slice(prefix.length + 1).split('.'), text);
    }
  }
  return result as T;
}

/** The texts under any of the word keys `prefixes`: what a page carries for its islands. */
export const textsUnder = (texts: Texts, prefixes: readonly string[]): Texts =>
  Object.fromEntries(
    Object.entries(texts).filter(([key]) =>
      prefixes.some((prefix) => key.startsWith(`${prefix}.`)),
    ),
  );
