import { useLoaderData } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../shared/schemas/admin';
import type { WordProposal, WordProposalGroupsSchema } from '../../shared/schemas/word-review';
import type * as z from 'zod/mini';
import { ApiError, api, attempt, loadSession } from '../api';
import { NativeSpeakerList } from '../components/words/native-speaker';
import { ACCEPTED_NOTE, PUBLISHED_NOTE, Proposals } from '../components/words/proposals';
import { ReviewLinks } from '../components/words/review-links';
import { Alert, Loading, PageError, PageHeader } from '../components/ui';
import { adminMeta } from '../meta';
import { REVIEWERS_ONLY, reviewsWords } from '../roles';
import { siteWords } from '../site-words';

// The site's words as the people who speak them read them (issue 28): review a page, the texts a
// native speaker should read first, and the proposals an owner accepts or rejects.

export const meta = () => adminMeta('Words');

const refusal = (refused: string) => ({ refused, owner: false, native: [], groups: [] });

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const session = await loadSession(request);
  if (!reviewsWords(session.role)) return refusal(REVIEWERS_ONLY);
  try {
    const [tpi, { groups }] = await Promise.all([
      siteWords('tpi', request),
      api<z.output<typeof WordProposalGroupsSchema>>(adminApi.wordProposals, { request }),
    ]);
    return {
      refused: '',
      owner: session.role === 'owner',
      native: tpi.words.filter((word) => word.needsNativeSpeaker !== null),
      groups,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return refusal(error.message);
    throw error;
  }
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const decision = form.get('decision') === 'accepted' ? 'accepted' : 'rejected';
  return attempt(async () => {
    const { proposal } = await api<{ proposal: WordProposal }>(
      adminApi.wordProposal(Number(form.get('id'))),
      { method: 'PATCH', body: { decision }, request },
    );
    if (decision === 'rejected') return 'Rejected.';
    return proposal.live ? PUBLISHED_NOTE : ACCEPTED_NOTE;
  });
}

export default function Words() {
  const { refused, owner, native, groups } = useLoaderData<typeof clientLoader>();
  if (refused) {
    return (
      <>
        <PageHeader title="Words" />
        <Alert>{refused}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Words" />
      {/* The proposals before the long list of texts to read: they are what an owner acts on. */}
      <div className="space-y-4">
        <ReviewLinks />
        <Proposals groups={groups} owner={owner} />
        <NativeSpeakerList words={native} />
      </div>
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
