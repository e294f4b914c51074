import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'PNG Market',
  kind: 'Online marketplace',
  tagline: 'Shop from local vendors across Papua New Guinea, all in one place.',
};

export const meta = () => templateMeta(identity);

export default function EcommercePage() {
  return <PlaceholderSite identity={identity} tone="red" />;
}
