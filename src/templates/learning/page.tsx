import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Bilum Learning Academy',
  kind: 'Online learning platform',
  tagline: 'Courses in language, technology, business and agriculture, taught by local experts.',
};

export const meta = () => templateMeta(identity);

export default function LearningPage() {
  return <PlaceholderSite identity={identity} tone="violet" />;
}
