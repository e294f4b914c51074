import type { en } from '../en';
import type { Translation } from '../translation';
import { layout } from './layout';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = { layout } satisfies Translation<typeof en>;
