import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Orchid Beauty Salon',
  kind: 'Beauty salon',
  tagline: 'Hair, nails and skin care from a team that knows your style.',
};

export const meta = () => templateMeta(identity);

export default function BeautySalonPage() {
  return <PlaceholderSite identity={identity} tone="rose" />;
}
