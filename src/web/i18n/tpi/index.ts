import type { en } from '../en';
import type { Translation } from '../translation';
import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { collaborators } from './collaborators';
import { layout } from './layout';
import { offline } from './offline';
import { portfolio } from './portfolio';
import { products } from './products';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = {
  layout,
  catalogue,
  checkout,
  collaborators,
  offline,
  portfolio,
  products,
} satisfies Translation<typeof en>;
