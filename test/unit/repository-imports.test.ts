import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No repository imports another in a circle (issue 43, item 7): each file's import statements
 * (type-only ones too), walked as a graph; any cycle is reported as its chain of files.
 */

const DIR = join(__dirname, '../../src/server/db/repositories');

/** The sibling repositories a file's source imports, by file name. */
export function siblingImports(source: string): string[] {
  const found = source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'\.\/([\w-]+)'/gms);
  return [...found].map((match) => `${match[1]}.ts`);
}

/** The first circle found in a graph of file → files it imports, or undefined. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the repositories import one another without a circle', () => {
  it('reads import statements, type-only and multi-line ones included', () => {
    const source = [
      "import type { QuoteRow } from './quote-events';",
      'import {',
      '  invoicesOf,',
      "} from './invoice-documents';",
      "import { sql } from 'kysely';",
      "import type { Database } from '../schema';",
    ].join('\n');
    expect(siblingImports(source)).toEqual(['quote-events.ts', 'invoice-documents.ts']);
  });

  it('finds a circle, and none where there is none', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycle(circle)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    const tree = new Map([
      ['a.ts', ['b.ts', 'c.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', []],
    ]);
    expect(findCycle(tree)).toBeUndefined();
  });

  it('has no circle among the files of src/server/db/repositories', () => {
    const files = readdirSync(DIR).filter((file) => file.endsWith('.ts'));
    const graph = new Map(
      files.map((file) => [file, siblingImports(readFileSync(join(DIR, file), 'utf8'))]),
    );
    expect(graph.size).toBeGreaterThan(20);
    expect(findCycle(graph)).toBeUndefined();
  });
});
