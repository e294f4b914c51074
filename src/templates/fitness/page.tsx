import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'Mountain Peak Fitness',
  kind: 'Gym',
  tagline: 'Classes, trainers and memberships to get you stronger, seven days a week.',
};

export const meta = () => templateMeta(identity);

export default function FitnessPage() {
  return <PlaceholderSite identity={identity} tone="orange" />;
}
