import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Harbourside Medical Centre',
  kind: 'Medical centre',
  tagline: 'Specialist departments, experienced doctors and appointments that suit you.',
};

export const meta = () => templateMeta(identity);

export default function HospitalPage() {
  return <PlaceholderSite identity={identity} tone="sky" />;
}
