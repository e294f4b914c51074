import type { Plural } from '../i18n/format';

/**
 * The shape a translation must have: every key of the English messages, each a string where the
 * English is a string, a plural where it is a plural, a list where it is a list.
 */
export type Translation<T> = T extends string
  ? string
  : T extends Plural
    ? Plural
    : T extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : { readonly [Key in keyof T]: Translation<T[Key]> };
