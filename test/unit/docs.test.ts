import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// README.md and the decision records name files and npm scripts; a rename must not leave them
// pointing at nothing. A record may name a file that is gone on purpose by saying so right after
// it: "`src/old.ts` (removed)".

// 000-template.md is the form a record starts from: its names are placeholders.
const DOCS = [
  'README.md',
  ...readdirSync('docs/decisions')
    .filter((name) => name !== '000-template.md')
    .map((name) => `docs/decisions/${name}`),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);

/** The project's top folders and root files a doc may name in backticks. */
const PATH_IN_BACKTICKS =
  /`((?:src|test|e2e|scripts|deploy|docs|public|\.ci)\/[^`\s]*|[\w.-]+\.(?:json|ts|yaml|md)|Dockerfile)`(\s*\((?:removed|gone|replaced|moved)\b)?/g;
/** A shorter path such as `kit/preview-bar.tsx` or `routes/forms.ts`: some file ends with it. */
const PARTIAL_PATH =
  /`((?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|css|json|md))`(\s*\((?:removed|gone|replaced|moved)\b)?/g;
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)/g;
const NPM_RUN = /\bnpm run ([a-z][\w:-]*)/g;

/** Whether a pattern with `*` (one segment) or `**` (any depth) matches a file under its folder. */
function matchesSomething(pattern: string): boolean {
  const base = pattern.slice(0, pattern.search(/[^/]*\*/)) || '.';
  if (!existsSync(base)) return false;
  const regex = new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?|\*/g, (star) => (star === '*' ? '[^/]*' : '(?:.*/)?'))}$`,
  );
  const files = readdirSync(base, { recursive: true, encoding: 'utf8' });
  return files.some((file) => regex.test(join(base, file)));
}

/**
 * `src/a.ts:12` or `src/a.ts#L12` names the file; `src/x/*.tsx` and `src/x/<slug>.ts` name at
 * least one file; `src/{a,b}.ts` names each.
 */
function exists(path: string): boolean {
  const file = path
    .replace(/(:\d+(-\d+)?|#.*)$/, '')
    .replace(/[.,;:]$/, '')
    .replace(/<[\w-]+>/g, '*')
    .replace(/(.)\/$/, '$1');
  const braces = /\{([^}]*)\}/.exec(file);
  if (braces) {
    return braces[1]!.split(',').every((choice) => exists(file.replace(braces[0], choice)));
  }
  return file.includes('*') ? matchesSomething(file) : existsSync(file);
}

let files: string[] | undefined;
/** Every file of the project's own folders, read once. */
function repositoryFiles(): string[] {
  files ??= ['src', 'test', 'e2e', 'scripts', 'deploy', 'docs'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  );
  return files;
}

/** Root-file names in backticks that are a config key or a file of another system, not ours. */
const NOT_OURS = new Set(['manifest.json', 'sw.ts', 'index.ts', 'index.md']);

function problems(doc: string): string[] {
  const text = readFileSync(doc, 'utf8');
  const found: string[] = [];
  for (const [, path, gone] of text.matchAll(PATH_IN_BACKTICKS)) {
    if (!path || gone || NOT_OURS.has(path)) continue;
    // A bare file name (no folder) is checked only where it is a root file of ours.
    if (!path.includes('/') && !existsSync(path)) continue;
    if (!exists(path)) found.push(`names ${path}, which does not exist`);
  }
  for (const [, path, gone] of text.matchAll(PARTIAL_PATH)) {
    if (
      !path ||
      gone ||
      /^(?:src|test|e2e|scripts|deploy|docs|public|build|dist|data|\.ci|\.\.?)\//.test(path)
    ) {
      continue;
    }
    if (!repositoryFiles().some((file) => file.endsWith(`/${path}`))) {
      found.push(`names ${path}, which no file's path ends with`);
    }
  }
  for (const [, link] of text.matchAll(MARKDOWN_LINK)) {
    const target = normalize(join(dirname(doc), decodeURIComponent(link!)));
    // Links out of the repository (../shared/...) are the workplace's, not checked here.
    if (target.startsWith('..')) continue;
    if (!exists(target)) found.push(`links to ${link}, which does not exist`);
  }
  for (const [, script] of text.matchAll(NPM_RUN)) {
    if (!scripts.includes(script!)) found.push(`names npm run ${script}, which is not a script`);
  }
  return [...new Set(found)];
}

describe('the docs name what exists', () => {
  it.each(DOCS)('%s', (doc) => {
    expect(problems(doc)).toEqual([]);
  });

  it('finds a renamed file and a missing script', () => {
    expect(exists('src/server/app.ts')).toBe(true);
    expect(exists('src/server/no-such-file.ts')).toBe(false);
    expect(exists('src/server/routes/*.ts')).toBe(true);
    expect(scripts).toContain('test');
    expect(scripts).not.toContain('test:e');
  });
});

describe('a record that replaces another says so at its top', () => {
  const records = DOCS.filter((doc) => doc.startsWith('docs/decisions/'));
  const numberOf = (doc: string) => /\/(\d{3})-/.exec(doc)![1]!;
  /** The Status paragraph: everything from "Status:" to the first blank line. */
  const statusOf = (doc: string) =>
    /^Status:[\s\S]*?(?=\n\n|$)/m.exec(readFileSync(doc, 'utf8'))?.[0] ?? '';

  it.each(records)('%s', (doc) => {
    const replacedBy = [
      ...statusOf(doc).matchAll(/(?:superseded|replaced|amended)[^[]*?\[(\d{3})\]/g),
    ].map((match) => match[1]!);
    const missing = replacedBy.filter((later) => {
      const laterDoc = records.find((other) => numberOf(other) === later);
      return !laterDoc || !statusOf(laterDoc).includes(numberOf(doc));
    });
    expect(
      missing,
      `records that replace ${numberOf(doc)} without saying so in their Status`,
    ).toEqual([]);
  });
});
