import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { templates } from '../../src/shared/catalogue';
import { formatMoney, kina } from '../../src/shared/money';
import { chatContent } from '../../src/web/app/page-content.server';
import { islandLoaders } from '../../src/web/islands/registry';

// Decision 122: an island's code never carries the content owners publish (decision 121): the
// catalogue, the agency's facts and the portfolio reach it from its page. Each island's module is
// bundled here with everything it imports, at once or on demand, and its inputs are read.
const CONTENT = ['src/shared/catalogue.ts', 'src/shared/brand.ts', 'src/shared/portfolio.ts'];

/** The island's modules (its own file, as registry.ts loads it, and all it imports) and their code. */
async function bundleOf(file: string): Promise<{ modules: string[]; code: string }> {
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
  return {
    modules: Object.keys(result.metafile.inputs),
    code: result.outputFiles.map((output) => output.text).join('\n'),
  };
}

// Each island's module, as registry.ts imports it.
const registry = readFileSync('src/web/islands/registry.ts', 'utf8');
const islandFiles = Object.fromEntries(
  [...registry.matchAll(/'?([\w-]+)'?: \(\) =>\s+import\('\.\.\/([^']+)'\)/g)].map(
    ([, name, file]) => [name!, `src/web/${file}`],
  ),
);

// The chat's words and answers (decision 122, amended): the JSON file it fetches when it opens.
const CHAT_WORDS = /^src\/shared\/words\/(en|tpi)\/(chat|faq)\.ts$/;

/** Text of the chat's content no island may carry: every answer's opening, the greeting, the fallback. */
const chatTexts = (['en', 'tpi'] as const).flatMap((lang) => {
  const { copy } = chatContent(lang);
  return [
    copy.greeting,
    copy.faq.fallback,
    ...Object.values(copy.faq.entries).map((entry) => entry.answer),
  ].map((text) => text.slice(0, 40));
});

describe('island code carries no published content (decision 122)', () => {
  it('finds every island module', () => {
    expect(Object.keys(islandFiles).sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  for (const [name, file] of Object.entries(islandFiles)) {
    if (name === 'sample-page') continue; // the sample sites: their own content, not the agency's
    it(`${name} imports no content module`, async () => {
      const { modules, code } = await bundleOf(`${file}.tsx`);
      expect(modules.length).toBeGreaterThan(1);
      const content = modules.filter((module) => CONTENT.includes(module));
      expect(modules.filter((module) => CHAT_WORDS.test(module))).toEqual([]);
      // No answer, no greeting, no template's price in the code (the chat's: from /chat/<lang>.json).
      for (const text of chatTexts) expect(code).not.toContain(JSON.stringify(text).slice(1, -1));
      for (const { priceNumeric } of templates) {
        expect(code).not.toContain(formatMoney(kina(priceNumeric)));
      }
      expect(content).toEqual([]);
    });
  }
});
