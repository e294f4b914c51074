import { brand } from '../../shared/brand';
import { useIdentityState } from './identity';

// Placeholder until the preview bar lands (issue 14): the old strip back to the catalogue.
export function PreviewBar() {
  const { slug } = useIdentityState();
  return (
    <p
      data-template={slug}
      className="bg-stone-950 px-4 py-2 text-center font-sans text-xs text-stone-300"
    >
      Sample website template by {brand.name}
      <span aria-hidden="true"> · </span>
      <a href="/products" className="font-semibold text-white underline underline-offset-2">
        Back to templates
      </a>
    </p>
  );
}
