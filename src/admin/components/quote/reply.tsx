import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { SAVED_REPLY_IDS, type SavedReplyId, savedReplies } from '../../../shared/saved-replies';
import type { QuoteDetail } from '../../../shared/schemas/admin';
import type { ActionResult } from '../../api';
import { Alert, Done, Section, inputStyles, labelStyles, smallButtonStyles } from '../ui';

// A mailed reply, written or started from a saved one; the route's action sends it (intent "reply").

export function Reply({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const [text, setText] = useState('');
  const [template, setTemplate] = useState('');
  const sending = fetcher.state !== 'idle';
  const sent = fetcher.state === 'idle' && fetcher.data?.ok === true;
  useEffect(() => {
    if (sent) {
      setText('');
      setTemplate('');
    }
  }, [sent]);
  const context = { customerName: quote.customer.name, reference: quote.reference };
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
            onChange={(event) => {
              const id = event.currentTarget.value as SavedReplyId | '';
              setTemplate(id);
              if (id) setText(savedReplies[id].text(context));
            }}
            className={`${inputStyles} mt-1`}
          >
            <option value="">Write your own</option>
            {SAVED_REPLY_IDS.map((id) => (
              <option key={id} value={id}>
                {savedReplies[id].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="reply-text" className={labelStyles}>
            Reply
          </label>
          <textarea
            id="reply-text"
            name="text"
            rows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-describedby="reply-hint"
            className={`${inputStyles} mt-1 resize-y`}
          />
          <p id="reply-hint" className="mt-1 text-xs text-stone-500">
            Mailed to {quote.customer.email} with {quote.reference} in the subject; answers come
            back to the agency.
          </p>
        </div>
        {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
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
