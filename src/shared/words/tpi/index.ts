import type { en } from '../en';
import type { Translation } from '../translation';
import { acceptQuote } from './accept-quote';
import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { collaborators } from './collaborators';
import { contact } from './contact';
import { footer } from './footer';
import { home } from './home';
import { invoice } from './invoice';
import { layout } from './layout';
import { legal } from './legal';
import { newsletter } from './newsletter';
import { offline } from './offline';
import { order } from './order';
import { portfolio } from './portfolio';
import { privacyPolicy } from './privacy-policy';
import { products } from './products';
import { termsOfUse } from './terms-of-use';

/** Every Tok Pisin message: the compiler refuses a missing or extra key (and a unit test checks). */
export const tpi = {
  layout,
  acceptQuote,
  catalogue,
  checkout,
  collaborators,
  contact,
  footer,
  home,
  invoice,
  legal,
  newsletter,
  offline,
  order,
  portfolio,
  privacyPolicy,
  products,
  termsOfUse,
} satisfies Translation<typeof en>;
