import { useFetcher } from 'react-router';
import { QUOTE_STATUSES, type QuoteDetail } from '../../../shared/schemas/admin';
import type { ActionResult } from '../../api';
import { statusLabels } from '../../format';
import { Alert, Done, Section, inputStyles, labelStyles, smallButtonStyles } from '../ui';

// The quote's status and the staff's note; the route's action saves them (intent "update").

export function StatusAndNote({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== 'idle';
  return (
    <Section title="Status and note">
      <fetcher.Form method="post" className="space-y-3" key={`${quote.status}:${quote.note}`}>
        <input type="hidden" name="intent" value="update" />
        <div>
          <label htmlFor="quote-status" className={labelStyles}>
            Status
          </label>
          <select
            id="quote-status"
            name="status"
            defaultValue={quote.status}
            className={`${inputStyles} mt-1`}
          >
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="quote-note" className={labelStyles}>
            Note
          </label>
          <textarea
            id="quote-note"
            name="note"
            rows={3}
            defaultValue={quote.note}
            className={`${inputStyles} mt-1 resize-y`}
          />
        </div>
        {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
        {fetcher.state === 'idle' && fetcher.data?.ok && <Done>{fetcher.data.message}</Done>}
        <button
          type="submit"
          disabled={saving}
          className={`${smallButtonStyles.secondary} w-full sm:w-auto`}
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </fetcher.Form>
    </Section>
  );
}
