// What a reviewer's wording may not change (decision 101): the route refuses a proposal with these
// sentences, and words:apply refuses an accepted one the same way, whoever put it in the database.

export const WORDING_MESSAGES = {
  notWords:
    'That text is where a link goes or how a customer pays, not words: it is changed in the code or in Settings, not by a proposal.',
} as const;

/** The {names} a wording carries: the code fills them in, so a new wording must keep them. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map(([whole]) => whole))].sort();

// Where a text points: a link, or what a mail program or a reader would follow.
const ADDRESSES = [
  // A Markdown link's target: [words](target).
  /\]\(([^)]*)\)/g,
  // A scheme and what follows it: https://…, javascript:…, data:…, mailto:…, tel:…
  /[a-z][a-z\d+.-]*:(?=[^\s{])[^\s)\]]*/gi,
  // Another host without a scheme: //host, /\host.
  /[/\\]{2}[^\s)\]]*/g,
  // A mail address, then a host name: evil.example, www.example.com.
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu,
  /(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/gu,
];

/** Numbers: an account, a phone, a price (each from the site's code or Settings). */
const NUMBERS = /\p{Nd}+(?:[.,:/]\p{Nd}+)*/gu;

/** What `wording` holds that `current` does not, of the pieces `patterns` find. */
function added(current: string, wording: string, patterns: readonly RegExp[]): string[] {
  const piecesOf = (text: string) =>
    new Set(
      patterns.flatMap((pattern) =>
        [...text.matchAll(pattern)].map(([whole, target]) => target ?? whole),
      ),
    );
  const kept = piecesOf(current);
  const found = [...piecesOf(wording)].filter((piece) => !kept.has(piece));
  // Named once: "https://evil.example/x" says what "evil.example" would say again.
  return found.filter((piece) => !found.some((other) => other !== piece && other.includes(piece)));
}

const quoted = (pieces: readonly string[]) => pieces.map((piece) => `"${piece}"`).join(', ');

/** Why a wording cannot replace the current one, as a sentence; undefined when it can. */
export function wordingRefusal(current: string, wording: string): string | undefined {
  const kept = placeholdersOf(current);
  const sent = placeholdersOf(wording);
  if (kept.join() !== sent.join()) {
    return kept.length > 0
      ? `Keep the placeholders of the current wording: ${kept.join(', ')}.`
      : `The current wording has no placeholders: please remove ${sent.join(', ')}.`;
  }
  const addresses = added(current, wording, ADDRESSES);
  if (addresses.length > 0) {
    return `The new wording adds or changes a link or an address (${quoted(addresses)}): a reviewer changes the words, not where they point. Please keep each link's address as it is now.`;
  }
  const numbers = added(current, wording, [NUMBERS]);
  if (numbers.length > 0) {
    return `The new wording adds a number (${quoted(numbers)}): numbers such as prices, accounts and phone numbers come from the site's code and Settings. Please keep the numbers of the current wording.`;
  }
  return undefined;
}
