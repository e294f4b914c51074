import { ArrowLeft, CheckCircle2, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { loadErrorSentences } from '../../../shared/i18n/api-errors-loader';
import { fill } from '../../../shared/i18n/format';
import { formatMoney, treesFunded, usdEstimate, kina } from '../../../shared/money';
import { fillNodes } from '../../components/fill-nodes';
import { buttonStyles, textLinkStyles } from '../../components/ui/styles';
import { useLang, useLocalPath, useMessages } from '../../i18n';
import { retryingImport } from '../../../islands/deferred';
import { fieldErrorsOf } from '../../../templates/kit/field-check';
import { pageTexts, templateFeatures, useSiteFacts } from '../../islands/page-content';
import { CartLines } from './cart-lines';
import { ExtraTrees } from './extra-trees';
import { PaymentNotice } from './payment-notice';
import { SentItems } from './sent-items';
import { type CheckoutLine, type QuoteFormValues, buildQuotePayload } from './quote-payload';
import { type FieldErrors, QuoteForm, type QuoteField, type SubmitOutcome } from './quote-form';
import { loadPersonalisations, usePersonalisations } from './use-personalisations';
import { useQuoteRequest } from './use-quote-request';

/** What the checkout needs from a cart; the route passes the cart feature's cart. */
export interface CheckoutCart {
  lines: readonly CheckoutLine[];
  totalPrice: number;
  totalItems: number;
  maxQuantity: number;
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

interface CheckoutProps {
  cart: CheckoutCart;
  /** False until the browser has read the stored cart (the prerendered page cannot know it). */
  ready: boolean;
}

// One height for "loading" and "empty", so the page does not jump when the stored cart is read.
const stateBox =
  'flex min-h-[22rem] flex-col items-center justify-center rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center';

const formFields: readonly QuoteField[] = ['name', 'email', 'phone', 'company', 'message'];

// The shared schema (zod) loads when the visitor starts the form, so the page starts without it.
const loadQuoteSchema = retryingImport(() => import('../../../shared/schemas/quote-request'));
const prefetchQuoteSchema = () => {
  void loadQuoteSchema().catch(() => undefined);
  void loadPersonalisations().catch(() => undefined);
};

export function Checkout({ cart, ready }: CheckoutProps) {
  const m = useMessages('checkout');
  const { supportEmail } = useSiteFacts();
  const words = useMessages('catalogue');
  const lang = useLang();
  const localPath = useLocalPath();
  const [extraTrees, setExtraTrees] = useState(0);
  const quote = useQuoteRequest();
  const successRef = useRef<HTMLDivElement>(null);
  const succeeded = quote.state.kind === 'success';
  // Each line shows what its template was tried with; the store loads once there are lines.
  const personalisationOf = usePersonalisations(ready && cart.lines.length > 0);

  useEffect(() => {
    // The form is gone with the emptied cart: give focus to the confirmation instead.
    if (succeeded) successRef.current?.focus();
  }, [succeeded]);

  // The shared schema's verdict on the form (and the cart), its sentences in the page's language.
  const checkQuote = async (values: QuoteFormValues) => {
    // Without the schema (no connection) the server's own check, with the same schema, answers.
    const [schema, store, say] = await Promise.all([
      loadQuoteSchema().catch(() => undefined),
      loadPersonalisations().catch(() => undefined),
      loadErrorSentences(lang, pageTexts(lang)).catch(() => undefined),
    ]);
    const payload = buildQuotePayload(cart.lines, values, extraTrees, {
      lang,
      featuresOf: (line) => templateFeatures(line, words),
      personalisationOf: (slug) => store?.readPersonalisation(slug) ?? null,
    });
    const checked = schema?.QuoteRequestSchema.safeParse(payload);
    const issues = checked && !checked.success ? checked.error.issues : [];
    const customerField = (path: readonly PropertyKey[]) =>
      path[0] === 'customer' ? path[1] : undefined;
    const errors: FieldErrors = fieldErrorsOf(issues, formFields, say, customerField);
    const other = issues.find((issue) => customerField(issue.path) === undefined);
    const general = other ? (say?.(other.message) ?? other.message) : undefined;
    return { payload, errors, general, ok: issues.length === 0 };
  };

  const submit = async (values: QuoteFormValues): Promise<SubmitOutcome> => {
    const { payload, errors, general, ok } = await checkQuote(values);
    if (!ok) return { kind: 'invalid', errors, general };
    if (!(await quote.submit(payload))) return { kind: 'failed' };
    cart.clear();
    setExtraTrees(0);
    return { kind: 'sent' };
  };

  const failure =
    quote.state.kind === 'failure' ? (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
        <p className="font-semibold text-red-800">
          {fillNodes(m.failure, {
            email: (
              <a href={`mailto:${supportEmail}`} className="underline underline-offset-2">
                {supportEmail}
              </a>
            ),
          })}
        </p>
        {quote.state.detail ? (
          // The server answers in the language the request named.
          <p className="mt-1 text-red-800">{quote.state.detail}</p>
        ) : null}
      </div>
    ) : null;

  return (
    <div className="space-y-8">
      <div role="status">
        {quote.state.kind === 'success' ? (
          <div
            ref={successRef}
            tabIndex={-1}
            className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5"
          >
            <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-stone-950">{m.success}</p>
              <p className="mt-1 text-stone-700">
                {fillNodes(m.reference, {
                  reference: (
                    <strong className="font-mono text-stone-950">{quote.state.reference}</strong>
                  ),
                })}
              </p>
              <p className="mt-1 text-stone-700">
                {fill(m.mailedCopy, { email: quote.state.email })}
              </p>
              <SentItems items={quote.state.items} />
            </div>
          </div>
        ) : null}
      </div>

      {!ready ? (
        // Gone while the boot script shows the stored lines instead (decision 118).
        <div className={`${stateBox} [[data-stored-cart]_&]:hidden`}>
          <ShoppingBag className="size-10 text-stone-300" aria-hidden="true" />
          <p className="mt-4 text-stone-600">{m.loading}</p>
        </div>
      ) : cart.lines.length === 0 ? (
        <EmptyCart afterOrder={succeeded} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="lg:col-start-1">
            <CartLines
              lines={cart.lines}
              maxQuantity={cart.maxQuantity}
              onQuantity={cart.setQuantity}
              onRemove={cart.remove}
              onClear={cart.clear}
              personalisationOf={personalisationOf}
            />
            <a
              href={localPath('/products')}
              className={`${textLinkStyles} mt-4 inline-flex items-center gap-1.5 py-2 text-sm`}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {m.keepBrowsing}
            </a>
          </div>

          <aside
            aria-labelledby="summary-heading"
            className="space-y-5 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <h2 id="summary-heading" className="text-xl font-semibold">
              {m.summary.title}
            </h2>
            <dl className="space-y-2">
              <div className="flex justify-between gap-4 text-stone-700">
                <dt>{m.summary.templates}</dt>
                <dd className="tabular-nums">{cart.totalItems}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3">
                <dt className="font-semibold text-stone-950">{m.summary.total}</dt>
                <dd className="text-2xl font-bold tracking-tight text-stone-950 tabular-nums">
                  {formatMoney(kina(cart.totalPrice))}
                </dd>
              </div>
              <div className="flex justify-between gap-4 text-sm text-stone-600">
                <dt>{m.summary.usdLabel}</dt>
                <dd className="tabular-nums">
                  {fill(m.summary.usd, { amount: usdEstimate(cart.totalPrice) })}
                </dd>
              </div>
            </dl>
            <ExtraTrees
              extraTrees={extraTrees}
              treesFunded={treesFunded(cart.totalItems, extraTrees)}
              onChange={setExtraTrees}
            />
            <PaymentNotice />
          </aside>

          <div className="lg:col-start-1" onFocus={prefetchQuoteSchema}>
            <QuoteForm
              busy={quote.state.kind === 'busy'}
              onSubmit={submit}
              check={async (values) => (await checkQuote(values)).errors}
              failure={failure}
            />
          </div>
        </div>
      )}
    </div>
  );
}

function EmptyCart({ afterOrder }: { afterOrder: boolean }) {
  const m = useMessages('checkout').empty;
  const localPath = useLocalPath();
  return (
    <section aria-labelledby="empty-cart-heading" className={stateBox}>
      <ShoppingBag className="size-10 text-stone-400" aria-hidden="true" />
      <h2 id="empty-cart-heading" className="mt-4 text-xl font-semibold">
        {/* Under a success message "Your cart is empty" reads as a fault (issue 25). */}
        {afterOrder ? m.afterOrderTitle : m.title}
      </h2>
      <p className="mt-2 max-w-md text-stone-600">{afterOrder ? m.afterOrder : m.beforeOrder}</p>
      <a href={localPath('/products')} className={`${buttonStyles.primary} mt-6`}>
        {m.browse}
      </a>
    </section>
  );
}
