import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { layout } from './layout';
import { products } from './products';

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = { layout, products, catalogue, checkout };
