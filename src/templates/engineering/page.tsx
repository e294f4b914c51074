import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Pacific Ridge Engineering',
  kind: 'Engineering consultancy',
  tagline: 'Civil, structural and environmental engineering advice you can build on.',
};

export const meta = () => templateMeta(identity);

export default function EngineeringPage() {
  return <PlaceholderSite identity={identity} tone="indigo" />;
}
