import { type FormEvent, useRef, useState } from 'react';
import { useStableId } from '../../islands/island-id';

// Forms explain themselves (issue 25, decision 085): each field shows its own message under it,
// in the page's language, marked aria-invalid and named by aria-describedby; a submission that
// fails moves focus to the first problem. The browser's own bubbles are off (noValidate): the
// shared zod schema is the one check. The agency's forms and the resort's use this same piece.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a zod issue carries that this needs (zod/mini's issues have both). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message of each field, said in the page's language. `fieldOf` names the field an
 * issue is about (by default the first step of its path); issues of no listed field are left out.
 */
export function fieldErrorsOf<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
  say: (sentence: string) => string = (sentence) => sentence,
  fieldOf: (path: readonly PropertyKey[]) => PropertyKey | undefined = (path) => path[0],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    errors[field as F] ??= say(issue.message);
  }
  return errors;
}

/** Checks a form's current values: a message for each field in error (none when all pass). */
export type FormCheck<F extends string> = (
  form: HTMLFormElement,
) => FieldErrors<F> | Promise<FieldErrors<F>>;

/**
 * One form's field errors. `fields` is the order of the form, so focus goes to the first problem;
 * `check` runs again as the visitor corrects a field in error, so its message updates or goes
 * (fields not yet in error wait for the next submission).
 */
export function useFieldCheck<F extends string>(fields: readonly F[], check: FormCheck<F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const shown = useRef<FieldErrors<F>>({});
  const round = useRef(0);
  const id = useStableId('check');

  const put = (next: FieldErrors<F>) => {
    shown.current = next;
    setErrors(next);
  };

  const errorId = (field: F) => `${id}-${field}-error`;

  /** Shows these errors and moves focus to the first; true when there is none. */
  const show = (found: FieldErrors<F>, form: HTMLFormElement | null): boolean => {
    round.current += 1;
    put(found);
    const first = fields.find((field) => found[field]);
    if (first === undefined) return true;
    const element = form?.elements.namedItem(first);
    if (element && 'focus' in element) (element as HTMLElement).focus();
    return false;
  };

  /** Checks the whole form (on submit): true when it may be sent. */
  const validate = async (form: HTMLFormElement): Promise<boolean> => show(await check(form), form);

  const recheck = async (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name as F | undefined;
    if (!name || !shown.current[name]) return;
    const form = event.currentTarget;
    const mine = ++round.current;
    const found = await check(form);
    // A later keystroke or submission has its own answer.
    if (mine !== round.current) return;
    const next: FieldErrors<F> = {};
    for (const field of fields) {
      if (shown.current[field] && found[field]) next[field] = found[field];
    }
    put(next);
  };

  return {
    errors,
    errorId,
    show,
    validate,
    /** Forgets every message (after a reset or a successful send). */
    clear: () => show({}, null),
    /** Spread on the <form>: no browser bubbles, and corrections recheck. */
    formProps: { noValidate: true, onInput: recheck },
    /** Spread on each field's input: marks it invalid and names its message. */
    fieldProps: (field: F) =>
      errors[field]
        ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) }
        : { 'aria-invalid': undefined, 'aria-describedby': undefined },
  };
}

/** A field's own message, under it; nothing when the field is fine. */
export function FieldError({
  id,
  message,
  className = 'mt-1.5 text-sm font-medium text-red-700',
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={className}>
      {message}
    </p>
  );
}
