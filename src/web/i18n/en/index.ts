import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { collaborators } from './collaborators';
import { layout } from './layout';
import { offline } from './offline';
import { portfolio } from './portfolio';
import { products } from './products';

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = { layout, catalogue, checkout, collaborators, offline, portfolio, products };
