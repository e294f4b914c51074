import { useState } from 'react';
import { useFetcher } from 'react-router';
import { whatsAppLink, whatsAppNumber } from '../../../shared/phone';
import type { Lang } from '../../../shared/i18n/lang';
import {
  SAVED_REPLY_IDS,
  type SavedReplyId,
  savedReplyLabels,
  savedReplyText,
} from '../../../shared/saved-replies';
import type { QuoteDetail } from '../../../shared/schemas/admin';
import type { ActionResult } from '../../api';
import { Alert, Section, inputStyles, labelStyles } from '../ui';
import { LanguageSelect } from './language-select';

// A WhatsApp chat opened with a saved message; the route's action records it (intent "whatsapp").

export function WhatsApp({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const [template, setTemplate] = useState<SavedReplyId>('proposal-coming');
  const [lang, setLang] = useState<Lang>(quote.lang);
  const number = whatsAppNumber(quote.customer.phone);
  const text = savedReplyText(template, lang, {
    customerName: quote.customer.name,
    reference: quote.reference,
  });
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
          <p className="rounded-lg bg-stone-50 p-3 text-sm whitespace-pre-line text-stone-700">
            {text}
          </p>
          {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
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
        </div>
      ) : (
        <Alert>{number.problem}</Alert>
      )}
    </Section>
  );
}
