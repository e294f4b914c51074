import { ArrowRight, Check, ClipboardList, Clock, ExternalLink, Gauge, Star } from 'lucide-react';
import { useRef } from 'react';
import type { Template } from '../../../shared/catalogue';
import { buttonStyles } from '../../components/ui/styles';
import { Thumbnail } from '../../components/ui/thumbnail';
import { fill } from '../../../shared/i18n/format';
import { sampleAddressIn } from '../../../shared/i18n/lang';
import { useLang, useLocalPath, useMessages } from '../../i18n';
import { costKilobytes } from './cost';
import { useStableId } from '../../../islands/island-id';

interface TemplateCardProps {
  template: Template;
  /** Its category and features in the page's language. */
  category: string;
  features: readonly string[];
  quantityInCart: number;
  onAdd: (template: Template) => void;
  /** Bytes its sample costs to open, for an active template with a sample of ours. */
  cost: number | undefined;
  /** Cards in the first row load their image at once; the rest when scrolled near. */
  eager: boolean;
  /** The first card's image is the largest paint on a phone: fetch it before anything else. */
  priority: boolean;
}

const addedStyles =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-300 bg-brand-50 px-5 py-2.5 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-100';
const disabledStyles =
  'inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-full bg-stone-100 px-5 py-2.5 text-sm font-semibold text-stone-500';

export function TemplateCard({
  template,
  category,
  features,
  quantityInCart,
  onAdd,
  cost,
  eager,
  priority,
}: TemplateCardProps) {
  const m = useMessages('products').card;
  const lang = useLang();
  const localPath = useLocalPath();
  const titleId = useStableId(`${template.slug}-title`);
  const active = template.status === 'active';
  // The button becomes a link once added: the link takes the focus the button had.
  const addedHere = useRef(false);
  const focusIfAddedHere = (link: HTMLAnchorElement | null) => {
    if (link && addedHere.current) {
      addedHere.current = false;
      link.focus();
    }
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/10] border-b border-stone-200 bg-stone-100">
        <Thumbnail
          src={template.image}
          srcSet={template.srcSet}
          // One column on phones, two from sm, three from lg (catalogue grid).
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 2rem)"
          alt={fill(m.imageAlt, { title: template.title })}
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className={`size-full object-cover ${active ? '' : 'opacity-80 grayscale-[30%]'}`}
        />
        {active ? null : (
          <span className="absolute top-3 left-3 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 shadow-sm ring-1 ring-amber-200">
            {m.comingSoon}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{category}</p>
          {/* No rating without buyers: a template not yet on sale shows none (issue 25). */}
          {active ? (
            <p className="inline-flex shrink-0 items-center gap-1 text-sm text-stone-700">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {template.rating.toFixed(1)}
              <span className="sr-only">{m.outOfFive}</span>
            </p>
          ) : null}
        </div>
        <h2 id={titleId} className="mt-2 text-lg font-semibold">
          {template.title}
        </h2>
        <ul className="mt-3 flex-1 space-y-1.5 text-sm text-stone-600">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex items-baseline justify-between gap-3">
          <p className="text-2xl font-bold tracking-tight text-stone-950">{template.price}</p>
          <p className={`text-xs font-semibold ${active ? 'text-brand-700' : 'text-amber-800'}`}>
            {active ? m.availableNow : m.inDevelopment}
          </p>
        </div>
        {active && cost !== undefined ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm text-stone-600">
            <Gauge className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            {fill(m.previewCost, { kb: costKilobytes(cost) })}
          </p>
        ) : null}

        {active ? (
          // Each button keeps its words on one line: where both do not fit (Tok Pisin at 390 px),
          // the preview link takes a row of its own.
          <div className="mt-4 flex flex-wrap gap-2 whitespace-nowrap">
            {quantityInCart > 0 ? (
              // In the quote already: a way to it, never a second add (more copies are set there).
              // A page load, as every link of an island page is (decision 091).
              <a
                ref={focusIfAddedHere}
                href={localPath('/checkout')}
                aria-label={fill(m.addedLabel, { count: quantityInCart })}
                aria-describedby={titleId}
                className={`flex-1 ${addedStyles}`}
              >
                <Check className="size-4" aria-hidden="true" />
                {fill(m.added, { count: quantityInCart })}
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            ) : (
              <button
                type="button"
                onClick={() => {
                  addedHere.current = true;
                  onAdd(template);
                }}
                aria-describedby={titleId}
                // Tapped before the page has woken, the boot script puts it in the stored cart and
                // marks the button busy until then (decision 118, kit/taken.css).
                data-cart-put={template.id}
                className={`flex-1 ${buttonStyles.primary}`}
              >
                <ClipboardList className="size-4 shrink-0" aria-hidden="true" />
                {m.addToQuote}
              </button>
            )}
            {template.previewUrl ? (
              <a
                href={sampleAddressIn(template.previewUrl, lang)}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={titleId}
                className={`flex-1 ${buttonStyles.secondary}`}
              >
                {m.preview}
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">{m.opensInNewTab}</span>
              </a>
            ) : null}
          </div>
        ) : (
          <div className="mt-4 flex">
            <button
              type="button"
              disabled
              aria-describedby={titleId}
              className={`flex-1 ${disabledStyles}`}
            >
              <Clock className="size-4" aria-hidden="true" />
              {m.comingSoon}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
