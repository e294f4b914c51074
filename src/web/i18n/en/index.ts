import { contact } from './contact';
import { footer } from './footer';
import { home } from './home';
import { layout } from './layout';
import { newsletter } from './newsletter';

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = { layout, home, footer, contact, newsletter };
