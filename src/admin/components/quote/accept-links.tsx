import { useFetcher } from 'react-router';
import type { AcceptLink, QuoteDetail } from '../../../shared/schemas/admin';
import type { ActionResult } from '../../api';
import { formatTime } from '../../format';
import { Alert, Section, smallButtonStyles } from '../ui';

// The accept links mailed with replies; one that should no longer work is revoked here (decision 097).

const stateOf = (link: AcceptLink, now: number): string => {
  if (link.revokedAt) return `revoked ${formatTime(link.revokedAt)}`;
  if (Date.parse(link.expiresAt) <= now) return `expired ${formatTime(link.expiresAt)}`;
  return `works until ${formatTime(link.expiresAt)}`;
};

function LinkRow({ link }: { link: AcceptLink }) {
  const fetcher = useFetcher<ActionResult>();
  const live = !link.revokedAt && Date.parse(link.expiresAt) > Date.now();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span>
        <span className="font-semibold text-stone-950">Link {link.id}</span>, sent by {link.sentBy}{' '}
        {formatTime(link.sentAt)}: {stateOf(link, Date.now())}
      </span>
      {live && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revoke-link" />
          <input type="hidden" name="link" value={link.id} />
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            aria-label={`Revoke link ${link.id}`}
            className={smallButtonStyles.secondary}
          >
            {fetcher.state !== 'idle' ? 'Revoking…' : 'Revoke'}
          </button>
        </fetcher.Form>
      )}
      {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
    </li>
  );
}

export function AcceptLinks({ quote }: { quote: QuoteDetail }) {
  if (quote.acceptLinks.length === 0) return null;
  return (
    <Section title="Accept links">
      <ul aria-label="Accept links" className="divide-y divide-stone-200">
        {quote.acceptLinks.map((link) => (
          <LinkRow key={link.id} link={link} />
        ))}
      </ul>
    </Section>
  );
}
