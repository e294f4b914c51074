import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Hope Community Health Centre',
  kind: 'Community health centre',
  tagline: 'Caring, affordable health services for every family in our community.',
};

export const meta = () => templateMeta(identity);

export default function HealthPage() {
  return <PlaceholderSite identity={identity} tone="emerald" />;
}
