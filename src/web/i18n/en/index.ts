import { collaborators } from './collaborators';
import { contact } from './contact';
import { footer } from './footer';
import { home } from './home';
import { layout } from './layout';
import { newsletter } from './newsletter';
import { offline } from './offline';
import { portfolio } from './portfolio';

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = { layout, portfolio, collaborators, offline, home, footer, contact, newsletter };
