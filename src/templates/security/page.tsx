import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Guardian Security Services',
  kind: 'Security company',
  tagline: 'Guards, patrols and alarm response that keep your business safe around the clock.',
};

export const meta = () => templateMeta(identity);

export default function SecurityPage() {
  return <PlaceholderSite identity={identity} tone="slate" />;
}
