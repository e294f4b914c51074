import { templates } from '../shared/catalogue';
import { PERSONALISATION_JSON_MAX } from '../shared/personalisation';

/** The largest request body a route takes unless it says otherwise. */
export const BODY_LIMIT = 64 * 1024;

const KB = 1024;
const roundUp = (bytes: number, step: number) => Math.ceil(bytes / step) * step;

/**
 * A quote request may carry a personalisation, logo at its cap, for every orderable template
 * (each appears once), so its limit grows with the catalogue (decision 050).
 */
export const QUOTE_BODY_LIMIT = roundUp(
  BODY_LIMIT +
    templates.filter((template) => template.status === 'active').length * PERSONALISATION_JSON_MAX,
  100 * KB,
);

export const bodyTooLarge = (limit: number): string => {
  const kb = Math.round(limit / KB);
  return `The request body is too large: the limit is ${kb} KB.`;
};
