import { Form } from 'react-router';
import type { ContentChange } from '../../../shared/schemas/content';
import { type Field, valueAt } from '../../content-form';
import { formatTime } from '../../format';
import { Alert, Badge, Done, Empty, Section, smallButtonStyles } from '../ui';
import type { EditorResult, ProjectName } from './item-form';

// An item's history (issue 45, point 1): every change with who and when, what it held beside what
// the item holds now, and "Restore this version", which saves that value as a new draft.

/** A field's value as a person reads it: a list a line each, a choice by its label. */
export function shownValue(field: Field, value: unknown, projects: readonly ProjectName[]): string {
  const label = (v: unknown) =>
    field.options?.find((option) => option.value === v)?.label ??
    projects.find((project) => project.key === v)?.name ??
    String(v);
  if (field.type === 'checkbox') return value === true ? 'Yes' : 'No';
  if (field.type === 'picture') return value ? 'An uploaded picture' : 'The code’s picture';
  if (Array.isArray(value)) return value.map(label).join('\n');
  if (value === null || value === undefined) return '';
  return field.options ? label(value) : String(value);
}

/** The fields whose values differ between two data, as shown. */
const differences = (
  fields: readonly Field[],
  projects: readonly ProjectName[],
  a: unknown,
  b: unknown,
) =>
  fields
    .map((field) => ({
      field,
      then: shownValue(field, valueAt(a, field.name), projects),
      now: shownValue(field, valueAt(b, field.name), projects),
    }))
    .filter(({ then, now }) => then !== now);

const tones = {
  live: 'bg-brand-50 text-brand-800 ring-brand-200',
  draft: 'bg-amber-50 text-amber-900 ring-amber-200',
  past: 'bg-stone-100 text-stone-700 ring-stone-300',
};

function Comparison({
  fields,
  projects,
  value,
  now,
}: {
  fields: readonly Field[];
  projects: readonly ProjectName[];
  value: unknown;
  now: unknown;
}) {
  const changed = differences(fields, projects, value, now);
  if (changed.length === 0) return <p className="mt-2 text-sm text-stone-600">The same as now.</p>;
  return (
    <dl className="mt-2 space-y-2 text-sm">
      {changed.map(({ field, then, now: current }) => (
        <div key={field.name}>
          <dt className="font-semibold text-stone-800">{field.label}</dt>
          <dd className="mt-1 grid grid-cols-2 gap-2">
            <div className="min-w-0 rounded-md bg-stone-50 p-2">
              <span className="block text-xs text-stone-500">This version</span>
              <span lang={field.lang} className="break-words whitespace-pre-line">
                {then || '(empty)'}
              </span>
            </div>
            <div className="min-w-0 rounded-md bg-brand-50/60 p-2">
              <span className="block text-xs text-stone-500">Now</span>
              <span lang={field.lang} className="break-words whitespace-pre-line">
                {current || '(empty)'}
              </span>
            </div>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RestoreButton({
  intent,
  change,
  restoring,
  label,
}: {
  intent: 'restore' | 'code';
  change?: number;
  restoring: string | null;
  label: string;
}) {
  const mine = restoring === String(change ?? 'code');
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value={intent} />
      {change !== undefined && <input type="hidden" name="change" value={change} />}
      <button
        type="submit"
        disabled={restoring !== null}
        aria-label={label}
        className={smallButtonStyles.secondary}
      >
        {mine ? 'Restoring…' : 'Restore this version'}
      </button>
    </Form>
  );
}

/** The changes newest first, then the code's value; owners restore any that differs from now. */
export function ItemHistory({
  changes,
  code,
  now,
  draftId,
  fields,
  projects,
  owner,
  restoring,
  result,
}: {
  changes: readonly ContentChange[];
  /** The code's value; null for an item the code does not have. */
  code: unknown;
  /** What the form shows now (the draft, the published value or the code's). */
  now: unknown;
  /** The item's draft, if it has one. */
  draftId: number | undefined;
  fields: readonly Field[];
  projects: readonly ProjectName[];
  owner: boolean;
  /** The change being restored ("code" for the code's value), while it is. */
  restoring: string | null;
  /** The last restore's answer. */
  result: EditorResult | undefined;
}) {
  const live = changes.find((change) => change.version !== null);
  const badge = (change: ContentChange) => {
    if (change.version !== null) {
      return change === live ? (
        <Badge tone={tones.live}>Live now · version {change.version}</Badge>
      ) : (
        <Badge tone={tones.past}>Published in version {change.version}</Badge>
      );
    }
    return change.id === draftId ? (
      <Badge tone={tones.draft}>Draft</Badge>
    ) : (
      <Badge tone={tones.past}>Earlier draft</Badge>
    );
  };
  const sameAsNow = (value: unknown) => differences(fields, projects, value, now).length === 0;
  return (
    <Section title="History">
      <div className="mb-3 empty:hidden">
        {result && !result.ok && <Alert>{result.error}</Alert>}
        {result?.ok && restoring === null && <Done>{result.message}</Done>}
      </div>
      {changes.length === 0 && code === null ? (
        <Empty>No changes yet.</Empty>
      ) : (
        <ol aria-label="Changes" className="divide-y divide-stone-200">
          {changes.map((change) => {
            const value = change.data ?? code;
            return (
              <li key={change.id} className="py-3">
                <div className="flex flex-wrap items-center gap-2">
                  {badge(change)}
                  <span className="text-sm break-words text-stone-700">
                    {change.by} · {formatTime(change.at)}
                  </span>
                </div>
                {change.data === null && (
                  <p className="mt-1 text-sm text-stone-600">Back to the value in the code.</p>
                )}
                <Comparison fields={fields} projects={projects} value={value} now={now} />
                {owner && !sameAsNow(value) && (
                  <RestoreButton
                    intent="restore"
                    change={change.id}
                    restoring={restoring}
                    label={`Restore this version, of ${formatTime(change.at)}`}
                  />
                )}
              </li>
            );
          })}
          {code !== null && (
            <li className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                {live ? (
                  <Badge tone={tones.past}>In the code</Badge>
                ) : (
                  <Badge tone={tones.live}>Live now · in the code</Badge>
                )}
              </div>
              <Comparison fields={fields} projects={projects} value={code} now={now} />
              {owner && !sameAsNow(code) && (
                <RestoreButton
                  intent="code"
                  restoring={restoring}
                  label="Restore this version, the one in the code"
                />
              )}
            </li>
          )}
        </ol>
      )}
    </Section>
  );
}
