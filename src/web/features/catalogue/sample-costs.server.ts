import { resolve } from 'node:path';
import { sampleCost } from '../../../../scripts/sample-cost';
import { templates } from '../../../shared/catalogue';

/**
 * Build time, while /products is prerendered: bytes each active template's own sample costs to
 * open, read from the samples' pages prerendered before it (decision 051); at run time, from the
 * built site the render worker names (RENDER_SITE_DIR, src/render/page.ts). Empty under
 * `react-router dev`, which has no build to measure.
 */
export function sampleCosts(): Record<string, number> {
  if (import.meta.env.DEV) return {};
  const siteDir =
    process.env.RENDER_SITE_DIR ?? resolve(process.env.BUILD_DIR ?? 'build', 'client');
  return Object.fromEntries(
    templates
      .filter((template) => template.previewUrl?.startsWith('/'))
      .map((template) => [template.slug, sampleCost(siteDir, template.previewUrl!)]),
  );
}
