import type { ComponentType, ReactNode } from 'react';
import { sampleSlugAt } from '../../../shared/sample-slug';
import { SampleHostContext } from '../../../templates/kit/sample-host';
import { agencySampleHost } from '.';

// Each sample's page module, a chunk of its own: a sample page loads only its own.
const pages = import.meta.glob<{ default: ComponentType }>('../../../templates/*/page.tsx');

/**
 * A whole sample site as one island (decision 093): its sections, widgets and the preview bar
 * hydrate together, since a visitor's personalisation may change any of them.
 */
export async function loadSamplePage(path: string): Promise<() => ReactNode> {
  const load = pages[`../../../templates/${sampleSlugAt(path)}/page.tsx`];
  if (!load) throw new Error(`No sample site is shown at ${path}.`);
  const { default: Page } = await load();
  return function SamplePage() {
    return (
      <SampleHostContext value={agencySampleHost}>
        <Page />
      </SampleHostContext>
    );
  };
}
