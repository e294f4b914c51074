import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Strongbuild Construction',
  kind: 'Construction company',
  tagline: 'Homes, offices and roads built safely, on time and on budget.',
};

export const meta = () => templateMeta(identity);

export default function ConstructionPage() {
  return <PlaceholderSite identity={identity} tone="amber" />;
}
