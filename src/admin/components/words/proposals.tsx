import type * as z from 'zod/mini';
import { Link, useFetcher } from 'react-router';
import { langNames } from '../../../shared/i18n/lang';
import type { WordProposal, WordProposalGroupSchema } from '../../../shared/schemas/word-review';
import type { ActionResult } from '../../api';
import { count, formatTime } from '../../format';
import { reviewHref } from '../../review-path';
import { Alert, Badge, Done, Empty, linkStyles, Section, smallButtonStyles } from '../ui';

export type ProposalGroup = z.output<typeof WordProposalGroupSchema>;

/** What an owner is told after accepting a wording that is published at once (decision 125). */
export const PUBLISHED_NOTE = 'Accepted and published: its page shows it within a minute.';

/** What an owner is told after accepting a wording that is part of a template or a project. */
export const ACCEPTED_NOTE =
  "Accepted. This text is part of a template's or a project's content: it reaches the site when a developer runs npm run words:apply, commits and deploys.";

const states = {
  pending: { label: 'Pending', tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  accepted: { label: 'Accepted', tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
  live: { label: 'Live', tone: 'bg-sky-50 text-sky-800 ring-sky-200' },
  rejected: { label: 'Rejected', tone: 'bg-stone-100 text-stone-700 ring-stone-300' },
} as const;

const stateOf = (proposal: WordProposal) =>
  proposal.state === 'accepted' && proposal.live ? states.live : states[proposal.state];

function Decide({ proposal }: { proposal: WordProposal }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const deciding = busy ? String(fetcher.formData?.get('decision') ?? '') : '';
  const decide = (decision: 'accepted' | 'rejected') =>
    fetcher.submit({ id: proposal.id, decision }, { method: 'post' });
  const { data } = fetcher;
  return (
    <>
      {proposal.state === 'pending' && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => decide('accepted')}
            className={smallButtonStyles.primary}
          >
            {deciding === 'accepted' ? 'Accepting…' : 'Accept'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => decide('rejected')}
            className={smallButtonStyles.secondary}
          >
            {deciding === 'rejected' ? 'Rejecting…' : 'Reject'}
          </button>
        </div>
      )}
      <div className="mt-2 empty:hidden">
        {data && !data.ok && <Alert>{data.error}</Alert>}
        {data?.ok && !busy && data.message && <Done>{data.message}</Done>}
      </div>
    </>
  );
}

function Proposal({ proposal, owner }: { proposal: WordProposal; owner: boolean }) {
  const state = stateOf(proposal);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p lang={proposal.lang} className="min-w-0 flex-1 font-medium break-words text-stone-950">
          {proposal.proposedText}
        </p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {proposal.comment && (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">
          <span className="sr-only">Comment: </span>“{proposal.comment}”
        </p>
      )}
      <p className="mt-1 text-xs break-words text-stone-500">
        {proposal.proposedBy} · {formatTime(proposal.createdAt)} · from{' '}
        <Link to={reviewHref(proposal.page)} className={`${linkStyles} font-mono`}>
          {proposal.page}
        </Link>
        {proposal.decidedBy && proposal.decidedAt && (
          <>
            {' '}
            · {proposal.state} by {proposal.decidedBy}, {formatTime(proposal.decidedAt)}
          </>
        )}
      </p>
      {proposal.state === 'accepted' && !proposal.live && (
        <p className="mt-1 text-xs text-stone-600">
          On the site after <code>npm run words:apply</code>, a commit and a deploy.
        </p>
      )}
      {owner && <Decide proposal={proposal} />}
    </li>
  );
}

function Group({ group, owner }: { group: ProposalGroup; owner: boolean }) {
  return (
    <li className="rounded-lg border border-stone-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-mono text-sm font-semibold break-all text-stone-950">
          {group.key}
        </h3>
        <Badge tone="bg-stone-100 text-stone-700 ring-stone-300">{langNames[group.lang]}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[9.5rem_minmax(0,1fr)]">
        {group.english !== null && (
          <>
            <dt className="text-xs font-semibold text-stone-500 sm:text-sm">English</dt>
            <dd lang="en" className="break-words">
              {group.english}
            </dd>
          </>
        )}
        <dt className="text-xs font-semibold text-stone-500 sm:text-sm">Current wording</dt>
        <dd lang={group.lang} className="break-words text-stone-950">
          {group.current ?? (
            <span className="text-stone-500">This text is no longer on the site.</span>
          )}
        </dd>
      </dl>
      <ol
        className="mt-2 divide-y divide-stone-200 border-t border-stone-200"
        aria-label="Proposed wordings"
      >
        {group.proposals.map((proposal) => (
          <Proposal key={proposal.id} proposal={proposal} owner={owner} />
        ))}
      </ol>
    </li>
  );
}

/** The proposals, grouped by key; owners accept or reject the pending ones. */
export function Proposals({
  groups,
  owner,
  className,
}: {
  groups: readonly ProposalGroup[];
  owner: boolean;
  className?: string;
}) {
  const all = groups.flatMap((group) => group.proposals);
  const pending = all.filter((proposal) => proposal.state === 'pending').length;
  return (
    <Section title="Proposals" className={className}>
      {groups.length === 0 ? (
        <Empty>No proposals yet. Open a page in review mode to propose a wording.</Empty>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-600">
            {count(all.length, 'proposal')} for {count(groups.length, 'text')}, {pending} pending.
            {owner ? '' : ' An owner accepts or rejects each.'}
          </p>
          <ul className="space-y-3">
            {groups.map((group) => (
              <Group key={`${group.lang}:${group.key}`} group={group} owner={owner} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
