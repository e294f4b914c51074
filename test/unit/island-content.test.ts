import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { islandLoaders } from '../../src/web/islands/registry';

// Decision 122: an island's code never carries the content owners publish (decision 121): the
// catalogue, the agency's facts and the portfolio reach it from its page. Each island's module is
// bundled here with everything it imports, at once or on demand, and its inputs are read.
const CONTENT = ['src/shared/catalogue.ts', 'src/shared/brand.ts', 'src/shared/portfolio.ts'];

/** The island's modules: its own file, as registry.ts loads it, and all it imports. */
async function modulesOf(file: string): Promise<string[]> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  return Object.keys(result.metafile.inputs);
}

// Each island's module, as registry.ts imports it.
const registry = readFileSync('src/web/islands/registry.ts', 'utf8');
const islandFiles = Object.fromEntries(
  [...registry.matchAll(/'?([\w-]+)'?: \(\) =>\s+import\('\.\.\/([^']+)'\)/g)].map(
    ([, name, file]) => [name!, `src/web/${file}`],
  ),
);

// What is left of decision 122 (its Status): the chat's answers are words that quote prices and
// the agency's facts, so its lazily loaded words chunk (src/shared/words/*/chat.ts) still does.
const LEFT = /^src\/shared\/words\/(en|tpi)\/(chat|faq)\.ts$/;

describe('island code carries no published content (decision 122)', () => {
  it('finds every island module', () => {
    expect(Object.keys(islandFiles).sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  for (const [name, file] of Object.entries(islandFiles)) {
    if (name === 'sample-page') continue; // the sample sites: their own content, not the agency's
    it(`${name} imports no content module`, async () => {
      const modules = await modulesOf(`${file}.tsx`);
      expect(modules.length).toBeGreaterThan(1);
      const content = modules.filter((module) => CONTENT.includes(module));
      if (name === 'help-chat') {
        // Only through the chat's words, and never the portfolio.
        expect(content).not.toContain('src/shared/portfolio.ts');
        expect(modules.some((module) => LEFT.test(module))).toBe(true);
        const withoutWords = await modulesOf('src/web/features/help-chat/chat-body.tsx');
        expect(withoutWords.filter((module) => CONTENT.includes(module))).toEqual([]);
        return;
      }
      expect(content).toEqual([]);
    });
  }
});
