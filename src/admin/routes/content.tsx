import type * as z from 'zod/mini';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { type Lang, isLang, langNames, langs } from '../../shared/i18n/lang';
import {
  type ContentItem,
  type ContentItemsSchema,
  type ContentKind,
  type ContentVersion,
  type ContentVersionsSchema,
  contentApi,
} from '../../shared/schemas/content';
import { type ActionResult, ApiError, api, attempt, loadSession } from '../api';
import { PublishBar, itemHref } from '../components/content/publish-bar';
import {
  Badge,
  Empty,
  Loading,
  PageError,
  PageHeader,
  Section,
  inputStyles,
  sectionId,
  labelStyles,
  smallButtonStyles,
} from '../components/ui';
import { CONTENT_GROUPS, NEW_SLUG, currentData, itemDetail, itemName } from '../content-form';
import { adminMeta } from '../meta';
import { siteWords } from '../site-words';

// The content owners edit (issue 45, decision 123): every item by kind, with its draft if it has
// one, and the Publish bar. Staff read it all; reviewers never reach it (roles.ts).

export const meta = () => adminMeta('Content');

const FOUND_SHOWN = 30;

/** The site's texts of a language whose key or words hold `query` (owners read the words). */
async function findTexts(lang: Lang, query: string, request: Request) {
  const words = await siteWords(lang, request);
  const wanted = query.toLowerCase();
  return words.words
    .filter(
      (word) => word.key.toLowerCase().includes(wanted) || word.text.toLowerCase().includes(wanted),
    )
    .slice(0, FOUND_SHOWN)
    .map((word) => ({ key: `${lang}:${word.key}`, text: word.text }));
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('find') ?? '').trim();
  const langParam = url.searchParams.get('lang');
  const lang: Lang = isLang(langParam) ? langParam : 'tpi';
  const [session, list, { versions }] = await Promise.all([
    loadSession(request),
    api<z.output<typeof ContentItemsSchema>>(contentApi.items, { request }),
    api<z.output<typeof ContentVersionsSchema>>(contentApi.versions, { request }),
  ]);
  const owner = session.role === 'owner';
  let found: { key: string; text: string }[] | null = null;
  if (owner && query) {
    found = await findTexts(lang, query, request).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 403) return [];
      throw error;
    });
  }
  return { items: list.items, versions, owner, query, lang, found };
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  return attempt(async () => {
    const version = await api<ContentVersion>(contentApi.versions, {
      method: 'POST',
      body: { note: String(form.get('note') ?? '') },
      request,
    });
    return `Published version ${version.version}. Every page shows it once the site has rendered it again.`;
  });
}

const chipStyles =
  'inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50';

const draftTone = 'bg-amber-50 text-amber-900 ring-amber-200';
const changedTone = 'bg-sky-50 text-sky-800 ring-sky-200';

function ItemRow({ item }: { item: ContentItem }) {
  const data = currentData(item);
  const detail = itemDetail(item.kind, data);
  return (
    <li>
      <Link
        to={itemHref(item)}
        className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-2 hover:bg-stone-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-stone-950">
            {itemName(item.kind, item.key, data)}
          </span>
          {detail && (
            <span className="line-clamp-2 block text-sm break-words text-stone-600">{detail}</span>
          )}
        </span>
        <span className="flex flex-wrap gap-1.5">
          {item.draft && <Badge tone={draftTone}>Draft</Badge>}
          {item.published !== null && <Badge tone={changedTone}>Changed from the code</Badge>}
        </span>
      </Link>
    </li>
  );
}

/** A new template (coming soon until it has a sample site) or project, by the slug it will keep. */
function AddItem({ kind, label, example }: { kind: ContentKind; label: string; example: string }) {
  const navigate = useNavigate();
  const id = `add-${kind}`;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2 border-t border-stone-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const slug = String(new FormData(event.currentTarget).get('slug') ?? '').trim();
        void navigate(itemHref({ kind, key: slug }));
      }}
    >
      <div className="min-w-0 flex-1 sm:max-w-md">
        <label htmlFor={id} className={labelStyles}>
          {label}
        </label>
        <input
          id={id}
          name="slug"
          required
          pattern={NEW_SLUG.source.slice(1, -1)}
          placeholder={example}
          title="2 to 60 lowercase letters, digits and hyphens, starting with a letter."
          className={`${inputStyles} mt-1`}
        />
      </div>
      <button type="submit" className={smallButtonStyles.secondary}>
        Add
      </button>
    </form>
  );
}

function FindText({
  query,
  lang,
  found,
}: {
  query: string;
  lang: Lang;
  found: { key: string; text: string }[] | null;
}) {
  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="find-text" className={labelStyles}>
            Find a text to change
          </label>
          <input
            id="find-text"
            name="find"
            type="search"
            defaultValue={query}
            placeholder="Words on the page, or a key"
            className={`${inputStyles} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="find-lang" className={labelStyles}>
            Language
          </label>
          <select id="find-lang" name="lang" defaultValue={lang} className={`${inputStyles} mt-1`}>
            {langs.map((l) => (
              <option key={l} value={l}>
                {langNames[l]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={smallButtonStyles.secondary}>
          Find
        </button>
      </Form>
      {found && (
        <ul aria-label="Texts found" className="mt-2 divide-y divide-stone-200">
          {found.length === 0 && (
            <li className="py-2 text-sm text-stone-600">No text holds “{query}”.</li>
          )}
          {found.map((text) => (
            <li key={text.key}>
              <Link
                to={itemHref({ kind: 'text', key: text.key })}
                className="block min-h-11 rounded-lg px-2 py-2 hover:bg-stone-50"
              >
                <span lang={lang} className="block text-sm break-words text-stone-950">
                  {text.text}
                </span>
                <span className="block font-mono text-xs break-all text-stone-500">{text.key}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function Content() {
  const { items, versions, owner, query, lang, found } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const publishing =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'publish';
  const drafts = items.filter((item) => item.draft !== null);
  return (
    <>
      <PageHeader title="Content" />
      <p className="-mt-3 mb-5 max-w-3xl text-sm text-stone-600">
        What the site sells and says. A change is saved as a draft; Publish puts every draft on the
        site at once, in both languages.
        {owner ? '' : ' Only an owner can change or publish it.'}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="lg:sticky lg:top-6 lg:order-2 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto">
          <PublishBar
            drafts={drafts}
            versions={versions}
            owner={owner}
            publishing={publishing}
            result={result}
          />
        </div>
        <div className="space-y-4 lg:order-1">
          <nav aria-label="Kinds of content">
            <ul className="flex flex-wrap gap-2">
              {CONTENT_GROUPS.map((group) => (
                <li key={group.title}>
                  <a href={`#${sectionId(group.title)}`} className={chipStyles}>
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {CONTENT_GROUPS.map((group) => {
            const listed = items.filter((item) => group.kinds.includes(item.kind));
            return (
              <Section key={group.title} title={group.title}>
                {listed.length === 0 ? (
                  <Empty>Nothing changed yet.</Empty>
                ) : (
                  <ul className="-mx-2 divide-y divide-stone-100">
                    {listed.map((item) => (
                      <ItemRow key={`${item.kind} ${item.key}`} item={item} />
                    ))}
                  </ul>
                )}
                {owner && group.kinds.includes('template') && (
                  <AddItem
                    kind="template"
                    label="A new template, coming soon: its slug"
                    example="flower-shop"
                  />
                )}
                {owner && group.kinds.includes('project') && (
                  <AddItem kind="project" label="A new project: its slug" example="lae-bakery" />
                )}
                {owner && group.kinds.includes('text') && (
                  <FindText query={query} lang={lang} found={found} />
                )}
              </Section>
            );
          })}
        </div>
      </div>
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
