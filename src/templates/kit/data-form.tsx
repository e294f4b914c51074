import type { ReactNode } from 'react';
import { DisplayForm, Field, SelectField, TextAreaField } from './form';
import type { Theme } from './theme';

type Props<Component extends (props: never) => ReactNode> = Omit<Parameters<Component>[0], 'theme'>;

/** One field of a form given as data: an input unless it says select or textarea. */
export type FormField =
  | ({ kind?: 'input' } & Props<typeof Field>)
  | ({ kind: 'select' } & Props<typeof SelectField>)
  | ({ kind: 'textarea' } & Props<typeof TextAreaField>);

/** A display-only form as content: its title, fields in order and submit label. */
export interface FormContent {
  title: string;
  submitLabel: string;
  fields: readonly FormField[];
}

/** The fields most forms open with. */
export const nameField: FormField = { label: 'Name', name: 'name', autoComplete: 'name' };
export const emailField: FormField = {
  label: 'Email',
  name: 'email',
  type: 'email',
  autoComplete: 'email',
};
export const phoneField: FormField = {
  label: 'Phone',
  name: 'phone',
  type: 'tel',
  autoComplete: 'tel',
};

/** A DisplayForm built from its content, so a page need not spell out each field. */
export function DataForm({ theme, form }: { theme: Theme; form: FormContent }) {
  return (
    <DisplayForm theme={theme} title={form.title} submitLabel={form.submitLabel}>
      {form.fields.map((field) => {
        if (field.kind === 'select')
          return <SelectField key={field.name} theme={theme} {...field} />;
        if (field.kind === 'textarea')
          return <TextAreaField key={field.name} theme={theme} {...field} />;
        return <Field key={field.name} theme={theme} {...field} />;
      })}
    </DisplayForm>
  );
}
