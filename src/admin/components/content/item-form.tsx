import { useState } from 'react';
import { Form } from 'react-router';
import { type Lang, langNames } from '../../../shared/i18n/lang';
import { adminApi } from '../../../shared/schemas/admin';
import { type Field, inputValue, valueAt } from '../../content-form';
import { Alert, Done, inputStyles, labelStyles, smallButtonStyles } from '../ui';

// An item's form: its fields as content-form.ts lists them, English and Tok Pisin side by side
// from 768 px and one under the other below; a refusal is shown by the field it names.

/** What the editor's action answers a save, a restore or a picture. */
export type EditorResult =
  | { ok: true; message: string; intent: string }
  | { ok: false; error: string; field?: string; intent: string };

const fieldId = (name: string) => `content-${name.replace(/\./g, '-')}`;

/** Where a project's order lists each project: its key and its name. */
export interface ProjectName {
  key: string;
  name: string;
}

/** A red edge on a refused field, besides its sentence. */
const INVALID = 'aria-[invalid=true]:border-red-600';

/** Enough rows for what a text area holds (a long answer wraps), up to 14. */
function rowsFor(field: Field, shown: string): number {
  const lines = shown.split('\n');
  const wrapped = lines.reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 45)), 0);
  return Math.min(14, Math.max(field.type === 'lines' ? 4 : 5, wrapped + 1));
}

const WIDE: readonly Field['type'][] = ['textarea', 'lines', 'order', 'topics', 'picture'];

function OrderInput({
  field,
  keys,
  projects,
}: {
  field: Field;
  keys: string[];
  projects: readonly ProjectName[];
}) {
  // Every project the code or an owner has, in the saved order; the rest follow in their own.
  const [order, setOrder] = useState(() => [
    ...keys,
    ...projects.map((p) => p.key).filter((key) => !keys.includes(key)),
  ]);
  const nameOf = (key: string) => projects.find((p) => p.key === key)?.name ?? key;
  const move = (from: number, to: number) =>
    setOrder((list) => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved as string);
      return next;
    });
  return (
    <ol
      aria-label={field.label}
      className="divide-y divide-stone-200 rounded-lg border border-stone-200"
    >
      {order.map((key, index) => (
        <li key={key} className="flex items-center gap-2 px-3 py-1.5">
          <input type="hidden" name={field.name} value={key} />
          <span className="w-6 text-sm text-stone-500 tabular-nums">{index + 1}.</span>
          <span className="min-w-0 flex-1 text-sm font-medium break-words">{nameOf(key)}</span>
          <button
            type="button"
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
            aria-label={`Move ${nameOf(key)} up`}
            className={`${smallButtonStyles.secondary} px-3 disabled:cursor-default disabled:opacity-40`}
          >
            ↑
          </button>
          <button
            type="button"
            disabled={index === order.length - 1}
            onClick={() => move(index, index + 1)}
            aria-label={`Move ${nameOf(key)} down`}
            className={`${smallButtonStyles.secondary} px-3 disabled:cursor-default disabled:opacity-40`}
          >
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}

const QUICK_QUESTIONS = 6;

function Input({
  field,
  value,
  describedBy,
  invalid,
  projects,
}: {
  field: Field;
  value: unknown;
  describedBy: string | undefined;
  invalid: boolean;
  projects: readonly ProjectName[];
}) {
  const id = fieldId(field.name);
  const common = {
    id,
    name: field.name,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
  };
  const shown = inputValue(field, value);
  switch (field.type) {
    case 'textarea':
    case 'lines':
      return (
        <textarea
          {...common}
          defaultValue={shown}
          rows={rowsFor(field, shown)}
          // Where the browser can, the box grows with its words (up to 24rem); elsewhere, rows.
          className={`${inputStyles} ${INVALID} mt-1 max-h-96 field-sizing-content`}
        />
      );
    case 'select':
      return (
        <select {...common} defaultValue={shown} className={`${inputStyles} ${INVALID} mt-1`}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'checkbox':
      return (
        <input
          {...common}
          type="checkbox"
          value="yes"
          defaultChecked={value === true}
          className="size-5 accent-emerald-700"
        />
      );
    case 'picture':
      return (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input type="hidden" name={field.name} value={shown} />
          {shown ? (
            <>
              <img
                src={adminApi.logo(shown)}
                alt="The uploaded picture"
                className="h-16 w-auto rounded border border-stone-200"
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`${field.name}.remove`}
                  value="yes"
                  className="size-4"
                />
                Remove it (the code’s picture shows)
              </label>
            </>
          ) : (
            <span className="text-sm text-stone-600">The code’s picture, if it has one.</span>
          )}
          <input
            {...common}
            name={`${field.name}.file`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-stone-900 hover:file:bg-stone-50"
          />
        </div>
      );
    case 'order':
      return (
        <OrderInput
          field={field}
          keys={Array.isArray(value) ? value.map(String) : []}
          projects={projects}
        />
      );
    case 'topics': {
      const topics = Array.isArray(value) ? value.map(String) : [];
      return (
        <ol className="mt-1 grid gap-2 sm:grid-cols-2">
          {Array.from({ length: QUICK_QUESTIONS }, (_, index) => (
            <li key={index}>
              <label htmlFor={`${id}-${index}`} className="text-xs font-semibold text-stone-600">
                {field.label} {index + 1}
              </label>
              <select
                id={`${id}-${index}`}
                name={field.name}
                defaultValue={topics[index] ?? ''}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={inputStyles}
              >
                <option value="">None</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
      );
    }
    default:
      return (
        <input
          {...common}
          type="text"
          inputMode={field.type === 'kina' || field.type === 'number' ? 'numeric' : undefined}
          defaultValue={shown}
          className={`${inputStyles} ${INVALID} mt-1`}
        />
      );
  }
}

function FieldRow({
  field,
  data,
  refusal,
  projects,
}: {
  field: Field;
  data: unknown;
  refusal: string | undefined;
  projects: readonly ProjectName[];
}) {
  const id = fieldId(field.name);
  const hint = field.hint ? `${id}-hint` : undefined;
  const error = refusal ? `${id}-error` : undefined;
  const describedBy = [error, hint].filter(Boolean).join(' ') || undefined;
  const input = (
    <Input
      field={field}
      value={valueAt(data, field.name)}
      describedBy={describedBy}
      invalid={refusal !== undefined}
      projects={projects}
    />
  );
  // Several inputs (the topics, the order) are labelled each; the group is named by a legend.
  const grouped = field.type === 'topics' || field.type === 'order';
  return (
    <div lang={field.lang} className={WIDE.includes(field.type) ? 'sm:col-span-2' : ''}>
      {field.type === 'checkbox' ? (
        <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          {input}
          {field.label}
        </label>
      ) : grouped ? (
        <fieldset>
          <legend className={labelStyles}>
            {field.type === 'order' ? field.label : 'Quick questions'}
          </legend>
          {input}
        </fieldset>
      ) : (
        <>
          <label htmlFor={id} className={labelStyles}>
            {field.label}
          </label>
          {input}
        </>
      )}
      {field.hint && (
        <p id={hint} className="mt-1 text-xs text-stone-600">
          {field.hint}
        </p>
      )}
      {refusal && (
        <p id={error} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** The item's form: Save as draft (owners); staff read the same fields, disabled. */
export function ItemForm({
  fields,
  data,
  owner,
  saving,
  result,
  projects,
  onValues,
}: {
  fields: readonly Field[];
  data: unknown;
  owner: boolean;
  saving: boolean;
  /** The last save's answer, if it was a save. */
  result: EditorResult | undefined;
  projects: readonly ProjectName[];
  /** Called with the form as it is typed, for the preview. */
  onValues: (form: HTMLFormElement) => void;
}) {
  const refused = result && !result.ok ? result : undefined;
  const refusalOf = (field: Field) => (refused?.field === field.name ? refused.error : undefined);
  // An item with words in both languages shows them in a column each; a text has one language.
  const bilingual = new Set(fields.map((field) => field.lang).filter(Boolean)).size > 1;
  const shared = fields.filter((field) => !bilingual || field.lang === undefined);
  const byLang = (lang: Lang) => fields.filter((field) => bilingual && field.lang === lang);
  const row = (field: Field) => (
    <FieldRow
      key={field.name}
      field={field}
      data={data}
      refusal={refusalOf(field)}
      projects={projects}
    />
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onChange={(event) => onValues(event.currentTarget)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={!owner || saving} className="space-y-4">
        <legend className="sr-only">The item’s fields</legend>
        {shared.length > 0 && <div className="grid gap-3 sm:grid-cols-2">{shared.map(row)}</div>}
        {bilingual && (
          <div className="grid gap-4 md:grid-cols-2">
            {(['en', 'tpi'] as const).map((lang) => (
              <fieldset
                key={lang}
                lang={lang}
                className="space-y-3 rounded-lg border border-stone-200 p-3"
              >
                <legend className="px-1 text-sm font-bold text-stone-900">{langNames[lang]}</legend>
                {byLang(lang).map(row)}
              </fieldset>
            ))}
          </div>
        )}
      </fieldset>
      {refused && refused.field === undefined && <Alert>{refused.error}</Alert>}
      {result?.ok && !saving && <Done>{result.message}</Done>}
      {owner && (
        <button type="submit" disabled={saving} className={smallButtonStyles.primary}>
          {saving ? 'Saving…' : 'Save as draft'}
        </button>
      )}
    </Form>
  );
}
