import { useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { whatsAppLink, whatsAppNumber } from '../../../shared/phone';
import type { Lang } from '../../../shared/i18n/lang';
import {
  SAVED_REPLY_IDS,
  type SavedReplyId,
  savedReplyLabels,
  savedReplyText,
} from '../../../shared/saved-replies';
import { type QuoteDetail, type WhatsAppLinks, adminApi } from '../../../shared/schemas/admin';
import { messageWithLinks } from '../../../shared/whatsapp';
import { type ActionResult, ApiError, api } from '../../api';
import { Alert, Section, inputStyles, labelStyles, smallButtonStyles } from '../ui';
import { LanguageSelect } from './language-select';

// A WhatsApp chat opened with a saved message; the route's action records it (intent "whatsapp").

export function WhatsApp({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const [template, setTemplate] = useState<SavedReplyId>('proposal-coming');
  const [lang, setLang] = useState<Lang>(quote.lang);
  const number = whatsAppNumber(quote.customer.phone);
  const links = useLinks(quote, lang);
  const text = messageWithLinks(
    savedReplyText(template, lang, {
      customerName: quote.customer.name,
      reference: quote.reference,
    }),
    lang,
    links.made,
  );
  return (
    <Section title="WhatsApp">
      {number.ok ? (
        <div className="space-y-3">
          <p className="text-sm">
            Chat with <span className="font-semibold text-stone-950">{number.display}</span>
          </p>
          <div>
            <label htmlFor="whatsapp-message" className={labelStyles}>
              Message
            </label>
            <select
              id="whatsapp-message"
              value={template}
              onChange={(event) => setTemplate(event.currentTarget.value as SavedReplyId)}
              className={`${inputStyles} mt-1`}
            >
              {SAVED_REPLY_IDS.map((id) => (
                <option key={id} value={id}>
                  {savedReplyLabels[id]}
                </option>
              ))}
            </select>
          </div>
          <LanguageSelect id="whatsapp-lang" value={lang} onChange={setLang} />
          <LinkChoice quote={quote} links={links} />
          <p className="rounded-lg bg-stone-50 p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-stone-700">
            {text}
          </p>
          {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
          {links.pending ? (
            <p className="text-sm text-stone-600">Make the links first, then open the chat.</p>
          ) : (
            <a
              href={whatsAppLink(number.digits, text)}
              target="_blank"
              rel="noopener noreferrer"
              // The chat opens in a new tab; the hand-off is recorded in the history here.
              onClick={() =>
                fetcher.submit({ intent: 'whatsapp', template, lang }, { method: 'post' })
              }
              className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-[#1a7f4b] px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-[#146b3e] sm:w-auto"
            >
              Open WhatsApp chat
            </a>
          )}
        </div>
      ) : (
        <Alert>{number.problem}</Alert>
      )}
    </Section>
  );
}

interface LinkOptions {
  accept: boolean;
  invoice: string;
  order: boolean;
}

/** The links chosen for the message, made fresh by the server in the message's language. */
function useLinks(quote: QuoteDetail, lang: Lang) {
  const revalidator = useRevalidator();
  const [options, setOptionsState] = useState<LinkOptions>({
    accept: false,
    invoice: '',
    order: false,
  });
  const [made, setMade] = useState<{ for: string; links: WhatsAppLinks } | null>(null);
  const [making, setMaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = options.accept || options.order || options.invoice !== '';
  // Links made for other choices or another language are not shown: they must be made again.
  const key = JSON.stringify([options, lang]);
  const current = made?.for === key ? made.links : null;
  const setOptions = (change: Partial<LinkOptions>) => {
    setOptionsState({ ...options, ...change });
    setError(null);
  };
  const make = async () => {
    setMaking(true);
    setError(null);
    try {
      const links = await api<WhatsAppLinks>(adminApi.quoteWhatsAppLinks(quote.reference), {
        method: 'POST',
        body: {
          lang,
          accept: options.accept,
          order: options.order,
          ...(options.invoice ? { invoice: options.invoice } : {}),
        },
      });
      setMade({ for: key, links });
      void revalidator.revalidate();
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.message);
    } finally {
      setMaking(false);
    }
  };
  return { options, setOptions, made: current, pending: chosen && !current, making, error, make };
}

function LinkChoice({ quote, links }: { quote: QuoteDetail; links: ReturnType<typeof useLinks> }) {
  const { options, setOptions } = links;
  const acceptable = quote.status !== 'won' && quote.status !== 'lost';
  const invoices = quote.invoices.filter((invoice) => invoice.status !== 'cancelled');
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-200 p-3">
      <legend className={`${labelStyles} px-1`}>Links in the message</legend>
      {acceptable && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={options.accept}
            onChange={(event) => setOptions({ accept: event.currentTarget.checked })}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>A new accept link (works for 30 days)</span>
        </label>
      )}
      {invoices.length > 0 && (
        <div>
          <label htmlFor="whatsapp-invoice" className="text-sm">
            Invoice page
          </label>
          <select
            id="whatsapp-invoice"
            value={options.invoice}
            onChange={(event) => setOptions({ invoice: event.currentTarget.value })}
            className={`${inputStyles} mt-1`}
          >
            <option value="">No invoice link</option>
            {invoices.map((invoice) => (
              <option key={invoice.number} value={invoice.number}>
                {invoice.number}
              </option>
            ))}
          </select>
        </div>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={options.order}
          onChange={(event) => setOptions({ order: event.currentTarget.checked })}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>The order page</span>
      </label>
      {links.error && <Alert>{links.error}</Alert>}
      {links.pending && (
        <button
          type="button"
          disabled={links.making}
          onClick={() => void links.make()}
          className={`${smallButtonStyles.secondary} w-full sm:w-auto`}
        >
          {links.making ? 'Making the links…' : 'Make the links'}
        </button>
      )}
    </fieldset>
  );
}
