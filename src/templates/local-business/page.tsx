import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Harbour City Hardware',
  kind: 'Local business',
  tagline: 'Tools, building supplies and friendly advice for every job.',
};

export const meta = () => templateMeta(identity);

export default function LocalBusinessPage() {
  return <PlaceholderSite identity={identity} tone="sky" />;
}
