import type { en } from '../en';
import type { Translation } from '../translation';
import { contact } from './contact';
import { footer } from './footer';
import { home } from './home';
import { layout } from './layout';
import { newsletter } from './newsletter';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = { layout, home, footer, contact, newsletter } satisfies Translation<typeof en>;
