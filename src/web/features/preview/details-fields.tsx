import { PERSONALISATION_LIMITS } from '../../../shared/personalisation';
import type { Identity } from '../../../templates/kit/identity';
import { type Fields, TEXT_FIELDS, type TextKey } from './panel-fields';
import { Group, errorClass, inputClass, labelClass } from './panel-parts';
import type { PanelWords } from '../../../shared/words/en/panel';

/** The business's name, tagline, phone, email and town; the sample's own show as placeholders. */
export function DetailsFields({
  m,
  id,
  fields,
  sample,
  errors,
  onChange,
}: {
  m: PanelWords;
  /** The panel's useId(), so every id on the page stays unique. */
  id: string;
  fields: Fields;
  sample: Identity;
  errors: Partial<Record<TextKey, string>>;
  onChange: (key: TextKey, value: string) => void;
}) {
  return (
    <Group legend={m.details}>
      {TEXT_FIELDS.map(({ key, type, autoComplete }) => {
        const error = errors[key];
        return (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className={labelClass}>
              {m.fields[key]}
            </label>
            <input
              id={`${id}-${key}`}
              type={type}
              autoComplete={autoComplete}
              maxLength={PERSONALISATION_LIMITS[key]}
              value={fields[key]}
              placeholder={sample[key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${key}-error` : undefined}
              onChange={(event) => onChange(key, event.currentTarget.value)}
              className={inputClass}
            />
            {error ? (
              <p id={`${id}-${key}-error`} role="alert" className={errorClass}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </Group>
  );
}
