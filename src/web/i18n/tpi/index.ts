import type { en } from '../en';
import type { Translation } from '../translation';
import { collaborators } from './collaborators';
import { contact } from './contact';
import { footer } from './footer';
import { home } from './home';
import { layout } from './layout';
import { newsletter } from './newsletter';
import { offline } from './offline';
import { portfolio } from './portfolio';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = {
  layout,
  portfolio,
  collaborators,
  offline,
  home,
  footer,
  contact,
  newsletter,
} satisfies Translation<typeof en>;
