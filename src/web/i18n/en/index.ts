import { layout } from './layout';

/** Every English message of the agency site, by area; one area per route or feature. */
export const en = { layout };
