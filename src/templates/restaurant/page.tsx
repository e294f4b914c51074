import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Sea Breeze Restaurant',
  kind: 'Restaurant',
  tagline: 'Fresh local seafood and island flavours by the harbour.',
};

export const meta = () => templateMeta(identity);

export default function RestaurantPage() {
  return <PlaceholderSite identity={identity} tone="amber" />;
}
