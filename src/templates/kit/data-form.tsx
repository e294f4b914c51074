import { DisplayForm, Field, SelectField, TextAreaField } from './form';
import type { Theme } from './theme';

type InputType = 'text' | 'email' | 'tel' | 'date' | 'time' | 'number';

/** One field of a display-only form, as data; `wide` spans both columns. */
export type FormFieldSpec = {
  label: string;
  name: string;
  placeholder?: string;
  wide?: boolean;
} & (
  | { type?: InputType; autoComplete?: string }
  | { type: 'select'; options: readonly string[] }
  | { type: 'textarea'; rows?: number }
);

/** A display-only form as data: its title, fields and submit label (spec section 5). */
export interface FormSpec {
  title: string;
  submitLabel: string;
  fields: readonly FormFieldSpec[];
}

/** The name, email and phone fields most sample forms open with; the name field is the form's own. */
export function contactFields(nameField: {
  label: string;
  name: string;
  wide?: boolean;
}): FormFieldSpec[] {
  return [
    { ...nameField, autoComplete: 'name' },
    { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
    { label: 'Phone', name: 'phone', type: 'tel', autoComplete: 'tel' },
  ];
}

/** A display-only form drawn from its data, so a page lists its fields in content.ts. */
export function DataForm({ theme, form }: { theme: Theme; form: FormSpec }) {
  return (
    <DisplayForm theme={theme} title={form.title} submitLabel={form.submitLabel}>
      {form.fields.map((field) => {
        if (field.type === 'select')
          return <SelectField key={field.name} theme={theme} {...field} />;
        if (field.type === 'textarea')
          return <TextAreaField key={field.name} theme={theme} {...field} />;
        return <Field key={field.name} theme={theme} {...field} />;
      })}
    </DisplayForm>
  );
}
