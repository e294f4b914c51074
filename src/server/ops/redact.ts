// What an operator's tool printed (the backup copy command, pg_dump) is hidden here before it is
// logged, stored, shown on the System page or mailed: it may repeat a token or password (decision 107).

const HIDDEN = '[redacted]';

/** A command word this long or longer is hidden where the output repeats it; shorter ones are `cp`, `exit`. */
const MIN_WORD = 8;

/** `user:pass@` after a scheme. */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]*@/gi;
/** `Authorization: Bearer x`, `authorization=Basic x`: the credential after the scheme. */
const AUTHORIZATION =
  /(\bauthorization"?\s*[=:]\s*(?:(?:bearer|basic|digest|token)\s+)?)[^\s"',;]+/gi;
const BEARER = /(\bbearer\s+)[\w.~+/=-]{8,}/gi;
/** token=, password=, api_key=, client_secret: ... (quoted values whole). */
const NAMED_VALUE =
  /(\b[\w.-]*(?:token|passw(?:or)?d|pwd|secret|key|credential|signature)[\w.-]*"?\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s&"',;]+)/gi;
/** A long run of base64 or hex: a key, a hash, a signed token. */
const LONG_TOKEN = /(?<![\w+/=-])[\w+/-]{32,}={0,2}(?![\w+/=-])/g;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a shell command worth hiding: whole arguments, and their parts between = : @ / ... */
function wordsOf(command: string): string[] {
  const args = command.split(/\s+/).map((arg) => arg.replace(/^["']+|["';]+$/g, ''));
  const parts = args.flatMap((arg) => arg.split(/[^\w.+~-]+/));
  const words = [...args, ...parts].filter(
    // $BACKUP_FILE and --long-options are the command's grammar, not its secrets.
    (word) => word.length >= MIN_WORD && !word.startsWith('$') && !word.startsWith('--'),
  );
  // Longest first, so a whole argument is hidden before a part of it.
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * `text` with its likely secrets replaced by [redacted]: the words of `command` (the command that
 * printed it), URL credentials, Authorization and Bearer credentials, the values of names such as
 * token=, password=, key=, secret=, and long base64 or hex strings (an absolute path is kept).
 */
export function redact(text: string, command?: string): string {
  let said = text;
  for (const word of command ? wordsOf(command) : []) {
    said = said.replace(new RegExp(escape(word), 'g'), HIDDEN);
  }
  return said
    .replace(URL_CREDENTIALS, `$1${HIDDEN}@`)
    .replace(AUTHORIZATION, `$1${HIDDEN}`)
    .replace(BEARER, `$1${HIDDEN}`)
    .replace(NAMED_VALUE, `$1${HIDDEN}`)
    .replace(LONG_TOKEN, (run) =>
      run.startsWith('/') || !/\d/.test(run) || !/[a-z]/i.test(run) ? run : HIDDEN,
    );
}
