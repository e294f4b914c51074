import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { dayInPortMoresby, fill, formatDate, plural } from '../../../shared/i18n/format';
import type { Lang } from '../../../shared/i18n/lang';
import { formatMoney, kina } from '../../../shared/money';
import { quoteLinkApi } from '../../../shared/quote-link';
import type { CustomerQuote } from '../../../shared/schemas/quote-link';
import { formStatusStyles } from '../../components/ui/form-status';
import { Notice } from '../../components/ui/notice';
import { buttonStyles } from '../../components/ui/styles';
import { useLang, useMessages } from '../../i18n';
import { useSiteFacts } from '../../islands/page-content';
import { LinkState, askInLang, tokenInAddress, useCustomerLink } from '../../lib/customer-link';

const dateIn = (lang: Lang, iso: string) => formatDate(lang, dayInPortMoresby(iso));

/** The customer's quote, opened from the link in a reply (decision 097): read it, accept it once. */
export function AcceptQuote() {
  const m = useMessages('acceptQuote');
  const { view, load, show } = useCustomerLink<CustomerQuote>(quoteLinkApi.quote);
  if (view.kind !== 'ready') return <LinkState view={view} words={m} onRetry={() => void load()} />;
  return <QuoteView quote={view.document} onChange={show} />;
}

function QuoteView({
  quote,
  onChange,
}: {
  quote: CustomerQuote;
  onChange: (quote: CustomerQuote) => void;
}) {
  const m = useMessages('acceptQuote');
  const lang = useLang();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="quote-reference"
        className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-7"
      >
        <h2 id="quote-reference" className="text-xl font-bold tracking-tight">
          {fill(m.reference, { reference: quote.reference })}
        </h2>
        <p className="mt-1 text-stone-600">{fill(m.forCustomer, { name: quote.customerName })}</p>
        <ul
          aria-label={m.linesLabel}
          className="mt-5 divide-y divide-stone-200 border-y border-stone-200"
        >
          {quote.lines.map((line, index) => (
            <li key={index} className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-semibold text-stone-950">
                  {fill(m.line, { quantity: line.quantity, title: line.title })}
                </p>
                <p className="text-sm text-stone-600">
                  {fill(m.each, { price: formatMoney(kina(line.unitPrice)) })}
                  {line.personalisedFor ? (
                    <> · {fill(m.personalisedFor, { name: line.personalisedFor })}</>
                  ) : null}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatMoney(kina(line.lineTotal))}</p>
            </li>
          ))}
          {quote.extraTrees > 0 ? (
            <li className="flex items-start justify-between gap-4 py-3">
              <p className="text-stone-800">{plural(m.extraTrees, quote.extraTrees)}</p>
              <p className="font-semibold tabular-nums">
                {formatMoney(kina(quote.contributionAmount))}
              </p>
            </li>
          ) : null}
        </ul>
        <div className="mt-4 flex items-baseline justify-between gap-4">
          <p className="text-lg font-bold">{m.total}</p>
          <p className="text-2xl font-bold tracking-tight tabular-nums">
            {formatMoney(kina(quote.totalAmount))}
          </p>
        </div>
        <p className="mt-1 text-right text-sm text-stone-600">
          {fill(m.usdEstimate, { amount: quote.usdEstimate })}
        </p>
      </section>
      <Decision quote={quote} onChange={onChange} lang={lang} />
    </div>
  );
}

function Decision({
  quote,
  onChange,
  lang,
}: {
  quote: CustomerQuote;
  onChange: (quote: CustomerQuote) => void;
  lang: Lang;
}) {
  const m = useMessages('acceptQuote');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ tone: 'error' | 'offline'; text: string }>();
  const outcome = useRef<HTMLHeadingElement>(null);
  const phone = useSiteFacts().phone.display;

  const accept = async () => {
    const token = tokenInAddress();
    if (!token || busy) return;
    setBusy(true);
    setProblem(undefined);
    const result = await askInLang<CustomerQuote>(lang, quoteLinkApi.accept(token), 'POST');
    setBusy(false);
    if (result.kind === 'ok') {
      onChange(result.body);
      // The button is gone: focus the outcome, which a screen reader then reads.
      requestAnimationFrame(() => outcome.current?.focus());
    } else if (result.kind === 'error' && result.message) {
      setProblem({ tone: 'error', text: result.message });
    } else {
      setProblem({ tone: 'offline', text: m.offline });
    }
  };

  if (quote.state === 'accepted') {
    return (
      <section className={`rounded-2xl border p-5 sm:p-6 ${formStatusStyles.success}`}>
        <h2 ref={outcome} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {m.accepted.title}
        </h2>
        {quote.acceptedAt ? (
          <p className="mt-2">{fill(m.accepted.on, { date: dateIn(lang, quote.acceptedAt) })}</p>
        ) : null}
        <p className="mt-2">{fill(m.accepted.next, { phone })}</p>
      </section>
    );
  }
  if (quote.state === 'closed') {
    return (
      <section className="rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6">
        <h2 className="text-lg font-bold">{m.closed.title}</h2>
        <p className="mt-2 text-stone-700">
          {fill(m.closed.text, { phone, reference: quote.reference })}
        </p>
      </section>
    );
  }
  return (
    <section className="rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6">
      <button
        type="button"
        onClick={() => void accept()}
        aria-disabled={busy}
        className={`${buttonStyles.primary} w-full text-base aria-disabled:opacity-70`}
      >
        {busy ? m.accepting : m.accept}
      </button>
      <p className="mt-3 text-sm text-stone-600">{m.acceptNote}</p>
      <p className="mt-1 text-sm text-stone-600">
        {fill(m.validUntil, { date: dateIn(lang, quote.expiresAt) })}
      </p>
      {problem ? (
        <div className="mt-4">
          <Notice tone={problem.tone}>{problem.text}</Notice>
        </div>
      ) : null}
    </section>
  );
}
