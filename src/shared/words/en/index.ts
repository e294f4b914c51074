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

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = {
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
};
