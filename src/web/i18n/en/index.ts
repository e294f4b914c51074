import { collaborators } from './collaborators';
import { layout } from './layout';
import { offline } from './offline';
import { portfolio } from './portfolio';

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = { layout, portfolio, collaborators, offline };
