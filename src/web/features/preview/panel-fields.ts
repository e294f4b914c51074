import type { Identity } from '../../../templates/kit/identity';
import type { Personalisation } from '../../../shared/personalisation';

// What the personalisation panel's form holds, and how it becomes what the store keeps.

export type TextKey = 'name' | 'tagline' | 'phone' | 'email' | 'town';

export interface Fields extends Record<TextKey, string> {
  accent: string;
  logo: string;
}

export const TEXT_FIELDS: readonly {
  key: TextKey;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
}[] = [
  { key: 'name', type: 'text', autoComplete: 'organization' },
  { key: 'tagline', type: 'text', autoComplete: 'off' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'town', type: 'text', autoComplete: 'address-level2' },
];

export const fromSample = (sample: Identity): Fields => ({
  name: sample.name,
  tagline: sample.tagline,
  phone: sample.phone,
  email: sample.email,
  town: sample.town,
  accent: sample.colors.accent,
  logo: '',
});

/**
 * What the panel opens on: what the visitor typed, and empty fields where they typed nothing, so
 * the sample's own values show as placeholders rather than as text to delete (issue 25).
 */
export function initialFields(sample: Identity, stored: Personalisation | null): Fields {
  const fields: Fields = {
    ...fromSample(sample),
    name: '',
    tagline: '',
    phone: '',
    email: '',
    town: '',
  };
  if (!stored) return fields;
  for (const { key } of TEXT_FIELDS) fields[key] = stored[key];
  return { ...fields, accent: stored.accent, logo: stored.logo ?? '' };
}

/** What to store: only what differs from the sample (blank keeps the sample's own); null when nothing does. */
export function toPersonalisation(fields: Fields, sample: Identity): Personalisation | null {
  const mine = fromSample(sample);
  const value: Personalisation = {
    name: '',
    tagline: '',
    phone: '',
    email: '',
    town: '',
    accent: fields.accent,
  };
  let changed = fields.accent.toLowerCase() !== mine.accent.toLowerCase() || fields.logo !== '';
  for (const { key } of TEXT_FIELDS) {
    const text = fields[key].trim();
    if (text === '' || text === mine[key]) continue;
    value[key] = text;
    changed = true;
  }
  if (fields.logo) value.logo = fields.logo;
  return changed ? value : null;
}
