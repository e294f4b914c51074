import { useState } from 'react';
import type * as z from 'zod/mini';
import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { langNames } from '../../shared/i18n/lang';
import {
  type ContentHistorySchema,
  type ContentItem,
  type ContentItemsSchema,
  type ContentKind,
  ContentKindSchema,
  contentApi,
  parseTextKey,
} from '../../shared/schemas/content';
import { ApiError, api, loadSession } from '../api';
import { type EditorResult, ItemForm, type ProjectName } from '../components/content/item-form';
import { ItemHistory } from '../components/content/item-history';
import { ItemPreview, hasPreview } from '../components/content/item-preview';
import { Loading, PageError, PageHeader, Section, linkStyles } from '../components/ui';
import {
  NEW_SLUG,
  answerValuesOf,
  checkData,
  currentData,
  dataFromForm,
  fieldOfSentence,
  fieldsOf,
  itemName,
  newItemData,
} from '../content-form';
import { formatTime } from '../format';
import { adminMeta } from '../meta';

// One item of the content owners edit (issue 45, decision 123): its form, a preview of it as
// visitors see it, and its history with "Restore this version". Staff read it; owners save.

type History = z.output<typeof ContentHistorySchema>;

export const meta = () => adminMeta('Content');

const SAVED = 'Saved as a draft. It goes on the site when an owner publishes on the Content page.';
const RESTORED =
  'Restored as a draft. It goes on the site when an owner publishes on the Content page.';

const kindOf = (param: string | undefined): ContentKind => {
  const kind = ContentKindSchema.safeParse(param);
  if (!kind.success) throw new ApiError(404, 'There is no such kind of content.');
  return kind.data;
};

/** The history, or null for a new template or project that nobody has saved yet. */
async function historyOf(
  kind: ContentKind,
  key: string,
  request: Request,
): Promise<History | null> {
  try {
    return await api<History>(contentApi.history(kind, key), { request });
  } catch (error) {
    const addable = (kind === 'template' || kind === 'project') && NEW_SLUG.test(key);
    if (error instanceof ApiError && error.status === 404 && addable) return null;
    throw error;
  }
}

/** A Tok Pisin text's English, as the code has it, for the owner to translate from. */
async function englishOf(key: string, request: Request): Promise<string | null> {
  const text = parseTextKey(key);
  if (text?.lang !== 'tpi') return null;
  const english = await api<History>(contentApi.history('text', `en:${text.wordKey}`), {
    request,
  }).catch(() => null);
  const value = english?.code as { text?: unknown } | null | undefined;
  return typeof value?.text === 'string' ? value.text : null;
}

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const kind = kindOf(params.kind);
  const key = params.key ?? '';
  const [session, list, history, english] = await Promise.all([
    loadSession(request),
    api<z.output<typeof ContentItemsSchema>>(contentApi.items, { request }),
    historyOf(kind, key, request),
    kind === 'text' ? englishOf(key, request) : null,
  ]);
  const listed = list.items.find((item) => item.kind === kind && item.key === key);
  // A text is listed once changed; one never changed is its code's value alone.
  const item: ContentItem = listed ?? {
    kind,
    key,
    code: history?.code ?? null,
    published: null,
    draft: null,
  };
  const projects: ProjectName[] = list.items
    .filter((i) => i.kind === 'project')
    .map((i) => ({ key: i.key, name: itemName(i.kind, i.key, currentData(i)) }));
  return {
    kind,
    key,
    owner: session.role === 'owner',
    item,
    isNew: history === null,
    changes: history?.changes ?? [],
    english,
    projects,
    drafts: list.items.filter((i) => i.draft !== null).length,
    answerValues: kind === 'faq' ? answerValuesOf(list.items) : undefined,
  };
}

/** A picture as the data URL the API takes. */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return `data:${file.type};base64,${btoa(binary)}`;
}

export async function clientAction({
  params,
  request,
}: ClientActionFunctionArgs): Promise<EditorResult> {
  const kind = kindOf(params.kind);
  const key = params.key ?? '';
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const fields = fieldsOf(kind, key);
  // The server's sentence, by the field it names.
  const refused = (error: unknown, field?: string): EditorResult => {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      error: error.message,
      field: field ?? fieldOfSentence(fields, error.message)?.name,
      intent,
    };
  };
  try {
    if (intent === 'restore' || intent === 'code') {
      await api(intent === 'code' ? contentApi.changes : contentApi.restore(kind, key), {
        method: 'POST',
        body:
          intent === 'code' ? { kind, key, data: null } : { change: String(form.get('change')) },
        request,
      });
      return { ok: true, message: RESTORED, intent };
    }
    const data = dataFromForm(fields, form);
    const file = form.get('picture.file');
    if (file instanceof File && file.size > 0) {
      try {
        const uploaded = await api<{ picture: string }>(contentApi.pictures, {
          method: 'POST',
          body: { picture: await dataUrlOf(file) },
          request,
        });
        data.picture = uploaded.picture;
      } catch (error) {
        return refused(error, 'picture');
      }
    }
    // The schema the API checks with, first: its sentence at once, by its field.
    const refusal = checkData(kind, key, fields, data);
    if (refusal) return { ok: false, ...refusal, intent };
    await api(contentApi.changes, { method: 'POST', body: { kind, key, data }, request });
    return { ok: true, message: SAVED, intent };
  } catch (error) {
    return refused(error);
  }
}

function Status({ item, isNew, drafts }: { item: ContentItem; isNew: boolean; drafts: number }) {
  let said: string;
  if (item.draft) {
    said = `A draft by ${item.draft.by}, ${formatTime(item.draft.at)}, waits to be published.`;
  } else if (isNew) {
    said =
      'New: nothing saved yet. A new template stays coming soon until it has a sample site in the code.';
  } else if (item.published !== null) {
    said = 'Published, changed from the code.';
  } else {
    said = 'As in the code.';
  }
  return (
    <p className="-mt-3 mb-4 text-sm text-stone-700">
      {said}{' '}
      {drafts > 0 && (
        <Link to="/admin/content" className={linkStyles}>
          {drafts === 1 ? '1 draft' : `${drafts} drafts`} to publish
        </Link>
      )}
    </p>
  );
}

export default function ContentItemPage() {
  const { kind, key, owner, item, isNew, changes, english, projects, drafts, answerValues } =
    useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData : undefined;
  const intent = submitting?.get('intent');
  const fields = fieldsOf(kind, key);
  const now = isNew ? newItemData(kind) : currentData(item);
  // The form starts again from the item whenever the item changes (a save, a restore).
  const formKey = JSON.stringify(now);
  const [typed, setTyped] = useState<{ for: string; data: unknown }>({ for: formKey, data: now });
  const shown = typed.for === formKey ? typed.data : now;
  const name = isNew ? `New ${kind}: ${key}` : itemName(kind, key, now);
  const text = kind === 'text' ? parseTextKey(key) : undefined;
  const code = item.code as { text?: string } | null;
  const preview = hasPreview(kind);
  return (
    <>
      <PageHeader title={name}>
        <Link to="/admin/content" className={linkStyles}>
          All content
        </Link>
      </PageHeader>
      <Status item={item} isNew={isNew} drafts={drafts} />
      {/* From 1024 px the preview is a column beside the form and the history; on a phone it
          follows the form. */}
      <div
        className={`grid gap-4 ${preview ? 'lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start' : ''}`}
      >
        <Section title={owner ? 'Edit' : 'Fields'} className="lg:col-start-1">
          {!owner && (
            <p className="mb-3 text-sm text-stone-600">
              Only an owner can change or publish the site’s content; staff can read it.
            </p>
          )}
          {text && code?.text !== undefined && (
            <dl className="mb-3 space-y-2 rounded-lg bg-stone-50 p-3 text-sm">
              {english !== null && (
                <div>
                  <dt className="font-semibold text-stone-700">English</dt>
                  <dd lang="en" className="break-words whitespace-pre-line">
                    {english}
                  </dd>
                </div>
              )}
              <div>
                <dt className="font-semibold text-stone-700">
                  {langNames[text.lang]}, in the code
                </dt>
                <dd lang={text.lang} className="break-words whitespace-pre-line">
                  {code.text}
                </dd>
              </div>
            </dl>
          )}
          <ItemForm
            key={formKey}
            fields={fields}
            data={now}
            owner={owner}
            saving={intent === 'save'}
            result={result?.intent === 'save' ? result : undefined}
            projects={projects}
            onValues={(form) =>
              setTyped({ for: formKey, data: dataFromForm(fields, new FormData(form)) })
            }
          />
        </Section>
        {preview && (
          <div className="rounded-xl border border-stone-200 bg-stone-50 p-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ItemPreview kind={kind} itemKey={key} data={shown} answerValues={answerValues} />
          </div>
        )}
        <div className="lg:col-start-1">
          <ItemHistory
            changes={changes}
            code={item.code}
            now={now}
            draftId={item.draft?.id}
            fields={fields}
            projects={projects}
            owner={owner}
            restoring={
              intent === 'restore'
                ? String(submitting?.get('change'))
                : intent === 'code'
                  ? 'code'
                  : null
            }
            result={result && result.intent !== 'save' ? result : undefined}
          />
        </div>
      </div>
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
