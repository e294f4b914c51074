import type * as z from 'zod/mini';
import { type FieldErrors, fieldErrorsOf } from '../kit/field-check';
import { alerts } from './content';

// The resort's forms check with the agency's shared schemas (the same the server applies), loaded
// on submit so the page itself carries no zod. The sample site stays English: the schemas'
// sentences are shown as they are.

const checkWith =
  <F extends string>(
    fields: readonly F[],
    loadSchema: () => Promise<z.ZodMiniType>,
    valuesOf: (data: FormData) => object,
  ) =>
  async (form: HTMLFormElement): Promise<FieldErrors<F>> => {
    let schema;
    try {
      schema = await loadSchema();
    } catch {
      // Without the schema's chunk the server's own check answers.
      return {};
    }
    const checked = schema.safeParse(valuesOf(new FormData(form)));
    return checked.success ? {} : fieldErrorsOf(checked.error.issues, fields);
  };

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export const checkContact = checkWith(
  CONTACT_FIELDS,
  () => import('../../shared/schemas/contact').then((module) => module.ContactSchema),
  (data) => ({
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    message: text(data, 'message'),
  }),
);

export const SIGNUP_FIELDS = ['fullName', 'email', 'phone', 'dateOfBirth'] as const;
export const checkSignup = checkWith(
  SIGNUP_FIELDS,
  () => import('../../shared/schemas/loyalty').then((module) => module.LoyaltySignupSchema),
  (data) => Object.fromEntries(SIGNUP_FIELDS.map((name) => [name, text(data, name)])),
);

export const LOGIN_FIELDS = ['email', 'memberNumber'] as const;
export const checkLogin = checkWith(
  LOGIN_FIELDS,
  () => import('../../shared/schemas/loyalty').then((module) => module.LoyaltyLoginSchema),
  (data) => Object.fromEntries(LOGIN_FIELDS.map((name) => [name, text(data, name)])),
);

export const DATE_FIELDS = ['checkIn', 'checkOut'] as const;
/** Both dates are needed (spec section 5); the spec's sentence stands under each one missing. */
export const checkDates = (form: HTMLFormElement): FieldErrors<(typeof DATE_FIELDS)[number]> => {
  const data = new FormData(form);
  return Object.fromEntries(
    DATE_FIELDS.filter((name) => !text(data, name)).map((name) => [name, alerts.missingDates]),
  );
};
