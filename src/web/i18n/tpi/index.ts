import type { en } from '../en';
import type { Translation } from '../translation';
import { collaborators } from './collaborators';
import { layout } from './layout';
import { offline } from './offline';
import { portfolio } from './portfolio';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = { layout, portfolio, collaborators, offline } satisfies Translation<typeof en>;
