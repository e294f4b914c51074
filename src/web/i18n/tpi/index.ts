import type { en } from '../en';
import type { Translation } from '../translation';
import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { layout } from './layout';
import { products } from './products';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = { layout, products, catalogue, checkout } satisfies Translation<typeof en>;
