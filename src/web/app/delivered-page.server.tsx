import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import type { DeliveredPage } from '../../shared/delivered-page';
import type { Personalisation } from '../../shared/personalisation';
import {
  type SiteContent,
  type SiteField,
  applySiteContent,
  siteFields,
} from '../../shared/site-content';
import { type Identity, useIdentity } from '../../templates/kit/identity';
import { type SampleHost, SampleHostContext } from '../../templates/kit/sample-host';

// A delivered site's page (issue 46, decision 137): the sample's page with its owner's details laid
// over it and nothing of the agency above it, rendered by the render worker through the server
// build (entry.server.tsx), so the kit's contexts are the ones the page reads.

interface TemplateModule {
  default: ComponentType;
  links?: () => { rel: string; href: string }[];
}

const pages = import.meta.glob<TemplateModule>('../../templates/*/page.tsx');
// The same modules the pages import: the site's own texts are set in them before the render (a
// render worker renders one site and ends, so nothing else reads them).
const contents = import.meta.glob<Record<string, unknown>>('../../templates/*/content.ts');

export async function renderDeliveredPage(
  slug: string,
  personalisation: Personalisation | null,
  own: SiteContent,
  loyalty = false,
): Promise<DeliveredPage> {
  const load = pages[`../../templates/${slug}/page.tsx`];
  const loadContent = contents[`../../templates/${slug}/content.ts`];
  if (!load || !loadContent) throw new Error(`There is no template "${slug}" to deliver.`);
  const content = await loadContent();
  // What may be edited is the template's own content, before this site's is laid over it.
  const fields = siteFields(content);
  applySiteContent(content, own);
  const { default: Page, links = () => [] } = await load();
  let shown: Identity | undefined;
  const host: SampleHost = {
    usePersonalisation: () => personalisation,
    // Shows nothing: it reads the identity the page shows, for the page's head and manifest.
    Chrome: function IdentityReader() {
      shown = useIdentity();
      return null;
    },
    formAction: (formId) => `/forms/${formId}`,
    // The resort's loyalty programme, when staff turned it on: its members are the site's own (decision 138).
    loyalty,
  };
  const { prelude } = await prerender(
    <SampleHostContext value={host}>
      <Page />
    </SampleHostContext>,
  );
  const body = await new Response(prelude).text();
  if (!shown) throw new Error(`The ${slug} template rendered no identity.`);
  return {
    body,
    fields: fields.map((field) => ({ ...field, value: valueAt(content, field) })),
    stylesheets: links()
      .filter((link) => link.rel === 'stylesheet')
      .map((link) => link.href),
    identity: {
      name: shown.name,
      kind: shown.kind,
      tagline: shown.tagline,
      accent: shown.colors.accent,
      phone: shown.phone,
      email: shown.email,
      town: shown.town,
    },
  };
}

/** A field's value now, the site's own laid over the template's. */
function valueAt(content: Record<string, unknown>, field: SiteField): string {
  let value: unknown = content;
  for (const part of field.path.split('.')) value = (value as Record<string, unknown>)[part];
  return field.kind === 'picture' ? String((value as { src: string }).src) : String(value);
}
