import { layout } from './layout';
import { legal } from './legal';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = { layout, legal, privacyPolicy, termsOfUse };
