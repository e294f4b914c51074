import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import * as prettier from 'prettier';
import ts from 'typescript';
import { createDatabase } from '../src/server/db/database';
import {
  type StoredProposal,
  acceptedWordings,
} from '../src/server/db/repositories/word-proposals';
import type { Database } from '../src/server/db/schema';
import { recordReviewed } from '../src/server/words-review/needs-native-speaker';
import { WORDING_MESSAGES, wordingRefusal } from '../src/server/words-review/wording-checks';
import type { Lang } from '../src/shared/i18n/lang';
import { type WordEntry, isLeftOutOfWords, wordEntries } from '../src/shared/words/word-index';
import { existingDatabaseConfig } from './operator';
import { type Glossary, glossaryProblems, readGlossary } from './tpi-glossary';

// `npm run words:apply` (issue 28): writes the wordings owners accepted in /admin's review mode
// into src/shared/words/<lang>/<file>.ts, so they reach the site through a reviewed commit. Each
// string literal is found with the TypeScript compiler and replaced alone; prettier then formats
// the file, and the glossary's rules are checked on what was written.

/** Where a word file is, under the directory that holds src/shared/words. */
export const wordFilePath = (lang: Lang, file: string) => `src/shared/words/${lang}/${file}.ts`;

type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral;

/** `x as const`, `x satisfies T`, `(x)`: the value itself. */
function unwrap(node: ts.Expression): ts.Expression {
  let inner = node;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isTypeAssertionExpression(inner) ||
    ts.isNonNullExpression(inner)
  ) {
    inner = inner.expression;
  }
  return inner;
}

function topLevelConst(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        return declaration.initializer;
      }
    }
  }
  return undefined;
}

/** A value, following names of the file's own top-level constants (`{ layout }`, `items: list`). */
function valueOf(source: ts.SourceFile, node: ts.Expression, depth = 0): ts.Expression {
  const value = unwrap(node);
  if (!ts.isIdentifier(value) || depth > 20) return value;
  const declared = topLevelConst(source, value.text);
  return declared ? valueOf(source, declared, depth + 1) : value;
}

/** A property's name as Object.entries gives it: `about`, `'Please enter a message.'`, `1`. */
function nameOf(name: ts.PropertyName): string | undefined {
  if (
    ts.isIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNumericLiteral(name) ||
    ts.isNoSubstitutionTemplateLiteral(name)
  ) {
    return name.text;
  }
  if (ts.isComputedPropertyName(name)) {
    const inner = name.expression;
    if (ts.isStringLiteralLike(inner) || ts.isNumericLiteral(inner)) return inner.text;
  }
  return undefined;
}

/** The expression at `name` in an object (the last property of that name wins) or an array. */
function member(
  source: ts.SourceFile,
  container: ts.Expression,
  name: string,
): ts.Expression | undefined {
  const node = valueOf(source, container);
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of [...node.properties].reverse()) {
      if (ts.isPropertyAssignment(property) && nameOf(property.name) === name) {
        return property.initializer;
      }
      if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) {
        return property.name;
      }
      if (ts.isSpreadAssignment(property)) {
        const spread = member(source, property.expression, name);
        if (spread) return spread;
      }
    }
    return undefined;
  }
  if (ts.isArrayLiteralExpression(node) && !node.elements.some(ts.isSpreadElement)) {
    const item = node.elements[Number(name)];
    return item && !ts.isOmittedExpression(item) ? item : undefined;
  }
  return undefined;
}

/**
 * The string literal a word file holds at `path` (the exported name, then property names and
 * array indexes), or why there is none: a wording built by code is changed by hand.
 */
export function findWordLiteral(
  source: ts.SourceFile,
  path: readonly string[],
): { literal: Literal } | { template: ts.TemplateExpression } | { problem: string } {
  const [exported = '', ...rest] = path;
  let node = topLevelConst(source, exported);
  for (const name of rest) node = node && member(source, node, name);
  if (!node) return { problem: 'the file has no string at this place' };
  const value = valueOf(source, node);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
    return { literal: value };
  }
  if (ts.isTemplateExpression(value)) return { template: value };
  const made = ts.isCallExpression(value)
    ? "a function's result"
    : `another value (${value.getText(source).slice(0, 60)})`;
  return { problem: `the wording is built by code there (${made}); please change it by hand` };
}

const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** A single-quoted TypeScript string literal whose value is `text`. */
export const singleQuoted = (text: string): string =>
  `'${text.replace(
    // Backslash, quote, control characters, line separators and lone surrogates (u: paired ones
    // are one code point, outside the range).
    /[\\'\p{Cc}\u2028\u2029\ud800-\udfff]/gu,
    (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )}'`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inTemplate = (text: string) => text.replace(/\\|`|\$\{/g, (found) => `\\${found}`);

/** Each `${…}` of a template with the value it shows in `shown`, or null when it does not fit. */
function templateValues(
  template: ts.TemplateExpression,
  source: ts.SourceFile,
  shown: string,
): { code: string; value: string }[] | null {
  const parts = [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
  const found = new RegExp(`^${parts.map(escapeRegExp).join('([\\s\\S]*?)')}$`).exec(shown);
  if (!found) return null;
  return template.templateSpans.map((span, index) => ({
    code: span.expression.getText(source),
    value: found[index + 1] ?? '',
  }));
}

/**
 * A template literal that shows `proposed`, keeping each `${brand.name}` of the old template where
 * the new wording still shows its value (the brand, the city), so the value stays one constant.
 */
export function templateShowing(
  values: readonly { code: string; value: string }[],
  proposed: string,
): string {
  let pieces: (string | { code: string })[] = [proposed];
  for (const { code, value } of [...values].sort((a, b) => b.value.length - a.value.length)) {
    if (value === '') continue;
    pieces = pieces.flatMap((piece) =>
      typeof piece === 'string'
        ? piece.split(value).flatMap((text, index) => (index === 0 ? [text] : [{ code }, text]))
        : [piece],
    );
  }
  const body = pieces
    .map((piece) => (typeof piece === 'string' ? inTemplate(piece) : `\${${piece.code}}`))
    .join('');
  return `\`${body}\``;
}

/** What a template shows when each `${…}` has the value it had before. */
const shownBy = (
  template: ts.TemplateExpression,
  source: ts.SourceFile,
  values: readonly { code: string; value: string }[],
): string =>
  template.head.text +
  template.templateSpans
    .map(
      (span) =>
        (values.find(({ code }) => code === span.expression.getText(source))?.value ??
          `\${${span.expression.getText(source)}}`) + span.literal.text,
    )
    .join('');

const parse = (path: string, text: string) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Syntax errors in a file's text (types are not checked: `npm run typecheck` does that). */
function syntaxErrors(path: string, text: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(text, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

/** One accepted wording to write, with the word it replaces. */
interface Wording {
  proposal: StoredProposal;
  entry: WordEntry;
}

export interface WordsApplied {
  /** The wordings this run wrote into the files. */
  written: { lang: Lang; key: string; text: string }[];
  /** Glossary problems, and wordings refused or not written: each a sentence naming the key. */
  problems: string[];
}

/** Formats a word file as the repository's prettier configuration says. */
async function formatted(path: string, text: string): Promise<string> {
  const config = await prettier.resolveConfig(fileURLToPath(import.meta.url));
  return prettier.format(text, { ...config, filepath: path });
}

/** Writes one file's wordings; returns those written and the problems found. */
async function writeFileWordings(
  root: string,
  relative: string,
  wordings: readonly Wording[],
): Promise<{ written: WordsApplied['written']; problems: string[] }> {
  const path = join(root, relative);
  const original = await readFile(path, 'utf8');
  const source = parse(path, original);
  const problems: string[] = [];
  const edits: {
    start: number;
    end: number;
    wording: Wording;
    replacement: string;
    values: { code: string; value: string }[];
  }[] = [];
  for (const wording of wordings) {
    const found = findWordLiteral(source, wording.entry.path);
    const proposed = wording.proposal.proposedText;
    if ('problem' in found) {
      problems.push(`${relative}, ${wording.entry.key}: ${found.problem}.`);
    } else if ('template' in found) {
      const values = templateValues(found.template, source, wording.entry.text);
      if (!values) {
        problems.push(
          `${relative}, ${wording.entry.key}: the template there no longer shows the text the site shows; please change it by hand.`,
        );
      } else if (shownBy(found.template, source, values) !== proposed) {
        const [start, end] = [found.template.getStart(source), found.template.end];
        edits.push({ start, end, wording, replacement: templateShowing(values, proposed), values });
      }
    } else if (found.literal.text !== proposed) {
      const [start, end] = [found.literal.getStart(source), found.literal.end];
      edits.push({ start, end, wording, replacement: singleQuoted(proposed), values: [] });
    }
  }
  if (edits.length === 0) return { written: [], problems };
  let text = original;
  for (const { start, end, replacement } of [...edits].sort((a, b) => b.start - a.start)) {
    text = `${text.slice(0, start)}${replacement}${text.slice(end)}`;
  }
  text = await formatted(path, text);
  // Read back what will be written: the file parses and each string shows its new wording.
  const errors = syntaxErrors(path, text);
  const check = parse(path, text);
  const wrong = edits.filter(({ wording, values }) => {
    const found = findWordLiteral(check, wording.entry.path);
    const shown =
      'literal' in found
        ? found.literal.text
        : 'template' in found
          ? shownBy(found.template, check, values)
          : null;
    return shown !== wording.proposal.proposedText;
  });
  if (errors.length > 0 || wrong.length > 0) {
    problems.push(
      `${relative}: not written, the new text would not hold the wordings (${[...errors, ...wrong.map(({ wording }) => wording.entry.key)].join('; ')}).`,
    );
    return { written: [], problems };
  }
  await writeFile(path, text);
  const written = edits.map(({ wording: { proposal } }) => ({
    lang: proposal.lang,
    key: proposal.key,
    text: proposal.proposedText,
  }));
  return { written, problems };
}

/**
 * Writes every accepted wording the files do not hold yet (per key, the newest accepted) into the
 * word files under `root`, then checks the Tok Pisin strings against the glossary.
 */
export async function applyWords({
  db,
  root = process.cwd(),
  log = console.log,
  glossary = readGlossary(),
}: {
  db: Kysely<Database>;
  root?: string;
  log?: (line: string) => void;
  glossary?: Glossary;
}): Promise<WordsApplied> {
  const index = new Map(
    (['en', 'tpi'] as const).flatMap((lang) =>
      wordEntries(lang).map((entry) => [`${lang} ${entry.key}`, entry] as const),
    ),
  );
  const byFile = new Map<string, Wording[]>();
  const problems: string[] = [];
  for (const proposal of await acceptedWordings(db)) {
    const named = `${proposal.lang} ${proposal.key}` as const;
    const entry = index.get(named);
    if (!entry && isLeftOutOfWords(proposal.lang, proposal.key)) {
      problems.push(`${named}: not written. ${WORDING_MESSAGES.notWords}`);
      continue;
    }
    if (!entry) {
      log(`Skipped ${named}: the site has no such text any more.`);
      continue;
    }
    // The same rules as the review's API, for a wording that reached the database another way.
    const refusal =
      entry.text === proposal.proposedText
        ? undefined
        : wordingRefusal(entry.text, proposal.proposedText);
    if (refusal) {
      problems.push(`${named}: not written. ${refusal}`);
      continue;
    }
    const file = wordFilePath(proposal.lang, entry.file);
    byFile.set(file, [...(byFile.get(file) ?? []), { proposal, entry }]);
  }

  const written: WordsApplied['written'] = [];
  for (const [file, wordings] of byFile) {
    const done = await writeFileWordings(root, file, wordings);
    written.push(...done.written);
    problems.push(...done.problems);
  }

  // The Tok Pisin strings as the files now hold them: word-index imported them as they were, and
  // each written literal was read back above.
  const now = new Map(written.map(({ lang, key, text }) => [`${lang} ${key}`, text]));
  const tokPisin = wordEntries('tpi').map((entry) => {
    const text = now.get(`tpi ${entry.key}`) ?? entry.text;
    const english = entry.english === undefined ? undefined : now.get(`en ${entry.key}`);
    return { ...entry, text, ...(english === undefined ? {} : { english }) };
  });
  problems.push(...glossaryProblems(tokPisin, glossary));

  // A native reviewer's wording counts as read by a native speaker (needs-native-speaker.ts).
  for (const { lang, key, text } of written) {
    if (lang === 'tpi') recordReviewed(lang, key, text, root);
  }
  log(
    written.length === 0
      ? 'No wording to write: the files hold every accepted wording.'
      : `Wrote ${written.length} wording${written.length === 1 ? '' : 's'}: ${written
          .map(({ lang, key }) => `${lang} ${key}`)
          .join(', ')}.`,
  );
  return { written, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { database } = existingDatabaseConfig('read the accepted wordings from');
  const db = createDatabase(database);
  try {
    const { problems } = await applyWords({ db });
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
