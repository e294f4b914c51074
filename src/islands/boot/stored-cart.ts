/** A line of the stored cart as the inline scripts read it: anything may have been stored. */
export type StoredLine = { id?: unknown; quantity?: unknown } | null;

/** The stored cart's lines (src/web/lib/cart-store.ts), or none when they cannot be read. */
export function storedLines(key: string): StoredLine[] {
  try {
    const lines: unknown = (JSON.parse(localStorage.getItem(key) ?? 'null') as { lines?: unknown })
      .lines;
    return Array.isArray(lines) ? (lines as StoredLine[]) : [];
  } catch {
    return [];
  }
}
