import type { en } from '../en';
import type { Translation } from '../translation';
import { layout } from './layout';
import { legal } from './legal';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = { layout, legal, privacyPolicy, termsOfUse } satisfies Translation<typeof en>;
