import { Form, Link } from 'react-router';
import type { ContentItem, ContentVersion } from '../../../shared/schemas/content';
import type { ActionResult } from '../../api';
import { currentData, itemName } from '../../content-form';
import { count, formatTime } from '../../format';
import {
  Alert,
  Done,
  Section,
  inputStyles,
  labelStyles,
  linkStyles,
  smallButtonStyles,
} from '../ui';

// Publishing (issue 45, point 2; decision 121): every draft becomes the next version at once, with
// who, when and what; the versions list is the site's own history.

/** The editor's address of an item. */
export const itemHref = (item: Pick<ContentItem, 'kind' | 'key'>): string =>
  `/admin/content/${item.kind}/${encodeURIComponent(item.key)}`;

const VERSIONS_SHOWN = 8;

function Version({ version }: { version: ContentVersion }) {
  return (
    <li className="py-2">
      <p className="text-sm font-semibold text-stone-950">
        Version {version.version}
        <span className="font-normal break-words text-stone-600">
          {' '}
          · {version.publishedBy} · {formatTime(version.publishedAt)}
        </span>
      </p>
      <p className="mt-0.5 text-sm break-words text-stone-700">{version.summary}</p>
    </li>
  );
}

/** The drafts waiting, Publish (owners) and the published versions, newest first. */
export function PublishBar({
  drafts,
  versions,
  owner,
  publishing,
  result,
}: {
  drafts: readonly ContentItem[];
  versions: readonly ContentVersion[];
  owner: boolean;
  publishing: boolean;
  result: ActionResult | undefined;
}) {
  const [latest] = versions;
  const shown = versions.slice(0, VERSIONS_SHOWN);
  const earlier = versions.slice(VERSIONS_SHOWN);
  return (
    <Section title="Publish">
      <p className="text-sm text-stone-700">
        {latest
          ? `The site shows version ${latest.version}.`
          : 'The site shows the content in the code.'}{' '}
        {drafts.length === 0
          ? 'No drafts wait.'
          : `${count(drafts.length, 'draft')} ${drafts.length === 1 ? 'waits' : 'wait'} to be published:`}
      </p>
      {drafts.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {drafts.map((item) => (
            <li key={`${item.kind} ${item.key}`}>
              <Link to={itemHref(item)} className={linkStyles}>
                {itemName(item.kind, item.key, currentData(item))}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="publish" />
          <label htmlFor="publish-note" className={labelStyles}>
            Note (optional)
          </label>
          <input
            id="publish-note"
            name="note"
            maxLength={300}
            placeholder="Why, in a few words"
            className={inputStyles}
          />
          <button
            type="submit"
            disabled={publishing}
            className={`${smallButtonStyles.primary} w-full`}
          >
            {publishing ? 'Publishing…' : 'Publish'}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-stone-600">
          Only an owner can change or publish the content.
        </p>
      )}
      <div className="mt-3 empty:hidden">
        {result && !result.ok && <Alert>{result.error}</Alert>}
        {result?.ok && !publishing && result.message && <Done>{result.message}</Done>}
      </div>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Published versions</h3>
      {versions.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">None yet.</p>
      ) : (
        <>
          <ol aria-label="Published versions" className="divide-y divide-stone-200">
            {shown.map((version) => (
              <Version key={version.version} version={version} />
            ))}
          </ol>
          {earlier.length > 0 && (
            <details className="mt-1">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-700">
                {count(earlier.length, 'earlier version')}
              </summary>
              <ol aria-label="Earlier versions" className="divide-y divide-stone-200">
                {earlier.map((version) => (
                  <Version key={version.version} version={version} />
                ))}
              </ol>
            </details>
          )}
        </>
      )}
    </Section>
  );
}
