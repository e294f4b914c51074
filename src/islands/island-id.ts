import { createContext, useContext, useId } from 'react';

/** The island a component renders in (decision 091), on the server and in the island's own root. */
export const IslandNameContext = createContext<string | null>(null);

/**
 * An element id that reads the same in the prerendered page and in an island hydrated alone:
 * React's useId counts from its root, which differs between the two. Outside islands, useId's.
 */
export function useStableId(part: string): string {
  const island = useContext(IslandNameContext);
  const id = useId();
  return island ? `${island}-${part}` : id;
}

/** A piece of an id made from words: "Book a {name} table" -> "book-a-name-table". */
export const idPart = (words: string): string =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
