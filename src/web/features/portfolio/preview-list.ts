/** The first `limit` entries of a list and how many are left over, for "+n" summaries on cards. */
export function previewList<T>(items: readonly T[], limit: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, limit), hidden: Math.max(0, items.length - limit) };
}
