// JSON bodies nest objects and arrays at most this deep: ours need 4, and a parser, a validator or
// a logger walking a body 400,000 levels deep holds the main thread for seconds (decision 070).

export const MAX_JSON_DEPTH = 32;

// 32 written out (MAX_JSON_DEPTH) so the sentence has its own Tok Pisin line.
export const JSON_TOO_DEEP =
  'The request body is nested too deeply: at most 32 levels of objects and arrays.';

/** Whether a JSON text nests objects and arrays deeper than `max`: one pass, strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
