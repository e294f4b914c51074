import { type TemplateIdentity, templateMeta } from '../kit/meta';
import { PlaceholderSite } from '../kit/placeholder-site';

const identity: TemplateIdentity = {
  name: 'BudgetBuild Contractors',
  kind: 'Budget contractor',
  tagline: 'Quality repairs and small builds at prices that make sense.',
};

export const meta = () => templateMeta(identity);

export default function ContractorBudgetPage() {
  return <PlaceholderSite identity={identity} tone="orange" />;
}
