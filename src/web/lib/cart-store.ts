import { MAX_QUANTITY } from '../../shared/money';

// The store knows ids and quantities only, so the header's badge never downloads the catalogue;
// useCart joins the lines with the catalogue and drops any that are no longer orderable.

/** A stored cart line: which template and how many. */
export interface StoredLine {
  id: number;
  quantity: number;
}

export const CART_STORAGE_KEY = 'cart';

const EMPTY: readonly StoredLine[] = Object.freeze([]);

/** What is kept in localStorage: ids and quantities only; titles and prices come from the catalogue. */
interface StoredCart {
  version: 1;
  lines: StoredLine[];
}

const clampQuantity = (quantity: number) => Math.min(Math.floor(quantity), MAX_QUANTITY);

/** Reads a stored cart; anything damaged or foreign is dropped, never thrown. */
export function parseStoredCart(raw: string | null): readonly StoredLine[] {
  if (raw === null) return EMPTY;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY;
  const lines = (stored as Partial<StoredCart>).lines;
  if (!Array.isArray(lines)) return EMPTY;
  const restored: StoredLine[] = [];
  for (const entry of lines as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, quantity } = entry as { id?: unknown; quantity?: unknown };
    if (typeof id !== 'number' || typeof quantity !== 'number') continue;
    if (!Number.isInteger(id) || !Number.isInteger(quantity) || quantity < 1) continue;
    if (restored.some((line) => line.id === id)) continue;
    restored.push({ id, quantity: clampQuantity(quantity) });
  }
  return restored.length > 0 ? restored : EMPTY;
}

const serialise = (lines: readonly StoredLine[]): string =>
  JSON.stringify({
    version: 1,
    lines: lines.map(({ id, quantity }) => ({ id, quantity })),
  } satisfies StoredCart);

// Storage can be missing or refuse access (private modes, quotas): the cart then lives in memory only.
function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(lines: readonly StoredLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, serialise(lines));
  } catch {
    // Memory-only cart: nothing else to do.
  }
}

let lines: readonly StoredLine[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function onStorage(event: StorageEvent): void {
  // Another tab changed the cart (event.key is null when that tab cleared all storage).
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  loaded = true;
  lines = parseStoredCart(readStorage());
  notify();
}

function commit(next: readonly StoredLine[]): void {
  lines = next.length > 0 ? next : EMPTY;
  writeStorage(lines);
  notify();
}

// From the first import: the boot script writes a tap made before hydration straight to storage and
// announces it with a storage event of its own, which a cart already read must not miss (decision 118).
if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart in this browser: read from storage on first use, then kept in memory. */
export function getSnapshot(): readonly StoredLine[] {
  if (!loaded) {
    loaded = true;
    lines = parseStoredCart(readStorage());
  }
  return lines;
}

/** The prerendered HTML (and hydration) always shows an empty cart. */
export const getServerSnapshot = (): readonly StoredLine[] => EMPTY;

export const quantityIn = (cart: readonly StoredLine[], id: number): number =>
  cart.find((line) => line.id === id)?.quantity ?? 0;

/**
 * Puts a template in the cart once: one already there stays as it is. The preview bar's add (a
 * second tap there opens the quote); importing it alone keeps the bar from bundling cartActions.
 */
export function putInCart(id: number): void {
  const current = getSnapshot();
  if (!current.some((line) => line.id === id)) commit([...current, { id, quantity: 1 }]);
}

export const cartActions = {
  /** A template already in the cart gains one; a new one starts at one. */
  add(id: number): void {
    const current = getSnapshot();
    const existing = current.find((line) => line.id === id);
    if (existing) {
      cartActions.setQuantity(id, existing.quantity + 1);
      return;
    }
    commit([...current, { id, quantity: 1 }]);
  },
  remove(id: number): void {
    commit(getSnapshot().filter((line) => line.id !== id));
  },
  /** Zero or less removes the line; otherwise the quantity is set (up to the quote limit). */
  setQuantity(id: number, quantity: number): void {
    if (!Number.isFinite(quantity) || quantity <= 0) {
      cartActions.remove(id);
      return;
    }
    const current = getSnapshot();
    const next = clampQuantity(quantity);
    if (!current.some((line) => line.id === id && line.quantity !== next)) return;
    commit(current.map((line) => (line.id === id ? { ...line, quantity: next } : line)));
  },
  clear(): void {
    commit(EMPTY);
  },
  /** Drops the lines whose template can no longer be ordered. */
  keepOnly(isOrderable: (id: number) => boolean): void {
    const current = getSnapshot();
    if (current.every((line) => isOrderable(line.id))) return;
    commit(current.filter((line) => isOrderable(line.id)));
  },
};
