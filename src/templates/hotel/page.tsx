import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Paradise Bay Resort',
  kind: 'Resort hotel',
  tagline: 'Beachfront rooms, island dining and Paradise Rewards for returning guests.',
};

export const meta = () => templateMeta(identity);

export default function HotelPage() {
  return <PlaceholderSite identity={identity} tone="teal" />;
}
