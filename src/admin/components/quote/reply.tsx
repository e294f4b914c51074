import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { type Lang, langNames } from '../../../shared/i18n/lang';
import {
  SAVED_REPLY_IDS,
  type SavedReplyId,
  savedReplyLabels,
  savedReplyText,
} from '../../../shared/saved-replies';
import type { QuoteDetail } from '../../../shared/schemas/admin';
import type { ActionResult } from '../../api';
import { Alert, Done, Section, inputStyles, labelStyles, smallButtonStyles } from '../ui';
import { LanguageSelect } from './language-select';

// A mailed reply, written or started from a saved one; the route's action sends it (intent "reply").

export function Reply({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const [text, setText] = useState('');
  const [template, setTemplate] = useState<SavedReplyId | ''>('');
  const [lang, setLang] = useState<Lang>(quote.lang);
  const [acceptLink, setAcceptLink] = useState(false);
  // A quote already won or lost has nothing left to accept.
  const acceptable = quote.status === 'new' || quote.status === 'contacted';
  const sending = fetcher.state !== 'idle';
  const sent = fetcher.state === 'idle' && fetcher.data?.ok === true;
  // A refusal stands until the reply is changed: then it no longer describes what is there.
  const [changedSinceSent, setChangedSinceSent] = useState(false);
  useEffect(() => {
    if (sending) setChangedSinceSent(false);
  }, [sending]);
  const refusal =
    !sending && !changedSinceSent && fetcher.data && !fetcher.data.ok ? fetcher.data.error : '';
  useEffect(() => {
    if (sent) {
      setText('');
      setTemplate('');
      setAcceptLink(false);
    }
  }, [sent]);
  const context = { customerName: quote.customer.name, reference: quote.reference };
  // Choosing a saved reply, or its language, starts the text again from that reply.
  const start = (id: SavedReplyId | '', inLang: Lang) => {
    setTemplate(id);
    setLang(inLang);
    if (id) {
      setText(savedReplyText(id, inLang, context));
      setChangedSinceSent(true);
    }
  };
  return (
    <Section title="Reply">
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <div>
          <label htmlFor="saved-reply" className={labelStyles}>
            Start from a saved reply
          </label>
          <select
            id="saved-reply"
            value={template}
            onChange={(event) => start(event.currentTarget.value as SavedReplyId | '', lang)}
            className={`${inputStyles} mt-1`}
          >
            <option value="">Write your own</option>
            {SAVED_REPLY_IDS.map((id) => (
              <option key={id} value={id}>
                {savedReplyLabels[id]}
              </option>
            ))}
          </select>
        </div>
        <LanguageSelect id="reply-lang" value={lang} onChange={(next) => start(template, next)} />
        <div>
          <label htmlFor="reply-text" className={labelStyles}>
            Reply
          </label>
          <textarea
            id="reply-text"
            name="text"
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setChangedSinceSent(true);
            }}
            aria-describedby="reply-hint"
            className={`${inputStyles} mt-1 resize-y`}
          />
          <p id="reply-hint" className="mt-1 text-xs text-stone-500">
            Mailed to {quote.customer.email} with {quote.reference} in the subject; answers come
            back to the agency.
          </p>
        </div>
        {acceptable && (
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="acceptLink"
                value="yes"
                checked={acceptLink}
                onChange={(event) => setAcceptLink(event.currentTarget.checked)}
                aria-describedby="accept-link-hint"
                className="mt-0.5 size-4 accent-brand-700"
              />
              Add a link to accept this quote
            </label>
            <p id="accept-link-hint" className="mt-1 pl-6 text-xs text-stone-500">
              In {langNames[quote.lang]}, as the customer asked; it works for 30 days.
            </p>
          </div>
        )}
        {refusal && <Alert>{refusal}</Alert>}
        {sent && <Done>Reply sent to {quote.customer.email}.</Done>}
        <button
          type="submit"
          disabled={sending}
          className={`${smallButtonStyles.primary} w-full sm:w-auto`}
        >
          {sending ? 'Sending…' : 'Send reply'}
        </button>
      </fetcher.Form>
    </Section>
  );
}
