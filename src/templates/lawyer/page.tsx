import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Coral Sea Legal',
  kind: 'Law firm',
  tagline: 'Trusted advice in criminal, corporate, family and property law since 2004.',
};

export const meta = () => templateMeta(identity);

export default function LawyerPage() {
  return <PlaceholderSite identity={identity} tone="slate" />;
}
