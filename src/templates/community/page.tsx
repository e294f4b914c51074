import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Wantok Community Hub',
  kind: 'Community charity hub',
  tagline: 'Programs, events and volunteering that bring our neighbourhoods together.',
};

export const meta = () => templateMeta(identity);

export default function CommunityPage() {
  return <PlaceholderSite identity={identity} tone="teal" />;
}
