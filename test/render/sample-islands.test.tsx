import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { templatePaths } from '../../src/web/app/paths';
import { loadSamplePage } from '../../src/web/features/preview/sample-page';
import { IslandNameContext } from '../../src/islands/island-id';
import { sampleContent } from '../../src/web/app/page-content.server';
import { PageContentProvider } from '../../src/web/islands/page-content';

// Decision 093: a sample site hydrates as one island, without the router. Its ids must read the
// same in the prerendered page and in that island's own root, so none may be counted by useId.

async function islandHtml(path: string): Promise<string> {
  const SamplePage = (await loadSamplePage(path)) as ComponentType;
  return renderToStaticMarkup(
    <PageContentProvider content={sampleContent(path)}>
      <IslandNameContext value="sample-page">
        <SamplePage />
      </IslandNameContext>
    </PageContentProvider>,
  );
}

describe('each sample site as an island', () => {
  it.each(templatePaths)('%s names its ids after the island, each once', async (path) => {
    const html = await islandHtml(path);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
    expect(ids.filter((id) => /^_R_|«|^:r/.test(id))).toEqual([]);
    expect(ids.length - new Set(ids).size).toBe(0);
    // Every reference to an id points at an element on the page.
    const references = [...html.matchAll(/\saria-(?:labelledby|controls)="([^"]+)"/g)];
    for (const [, id] of references) expect(ids).toContain(id);
  });

  it('shows the marketplace at /png-market and each template at its address', async () => {
    await expect(loadSamplePage('/templates/no-such-site')).rejects.toThrow(
      'No sample site is shown at /templates/no-such-site.',
    );
    expect(await islandHtml('/png-market')).toBe(await islandHtml('/templates/ecommerce'));
  });
});
