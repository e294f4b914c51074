/**
 * "A route module that fails to load reloads the page once."
 *
 * After a deploy, an open tab still points at the previous build's hashed chunks; a reload fetches
 * the new HTML and the new chunks. The sessionStorage flag makes sure that a chunk that keeps
 * failing (offline, a broken deploy) costs one reload, never a loop.
 *
 * React Router 7 already reloads by itself when it cannot import a route module during a
 * client-side navigation (loadRouteModule calls location.reload()); that reload is not repeated
 * automatically, because a reload only re-runs the current page, whose modules are imported by
 * the page's own entry script. Everything else (Vite's preload helper, lazy feature chunks) comes
 * through here.
 */
const FLAG = 'kumul:reloaded-after-failed-load';
/** The flag is cleared once a page has stayed up this long without another failure. */
const SETTLE_MS = 10_000;
/** A flag older than this is left over from a closed tab or an interrupted load: ignore it. */
const STALE_MS = 5 * 60_000;

const MODULE_LOAD_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|failed to load module script|unable to preload css/i;

function flaggedAt(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(FLAG));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** True when the error is a chunk or module that could not be fetched. */
export function isModuleLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message !== undefined && MODULE_LOAD_ERROR.test(message);
}

/** Reloads the page unless this tab already did so recently; returns whether it reloads. */
export function reloadOnce(reason: unknown): boolean {
  // Offline, a reload would only swap the page (and what the visitor typed) for the browser's
  // error page; the caller's own offline handling applies instead.
  if (!navigator.onLine) {
    console.warn('A module failed to load while offline; not reloading.', reason);
    return false;
  }
  const previous = flaggedAt();
  if (previous !== null && Date.now() - previous < STALE_MS) {
    console.error('A module failed to load again after a reload; not reloading again.', reason);
    return false;
  }
  try {
    window.sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    // Without storage there is no guard against a loop, so do not reload at all.
    return false;
  }
  console.warn('A module failed to load; reloading the page once.', reason);
  window.location.reload();
  return true;
}

/** Wraps a dynamic import (for React.lazy and the like): a failed fetch reloads the page once. */
export function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (isModuleLoadError(error) && reloadOnce(error)) return new Promise<T>(() => {});
    throw error;
  });
}

/** Installed by entry.client before hydration, so failures during hydration are caught too. */
export function installReloadOnce(): void {
  // Vite's preload helper fires this when a chunk's CSS or JS dependency fails; preventing the
  // default stops it from throwing, which is right only when we are reloading.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(event.payload)) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isModuleLoadError(event.reason) && reloadOnce(event.reason)) event.preventDefault();
  });
}

/** Called once the app has rendered: the flag goes after the page has settled. */
export function markLoadSucceeded(): () => void {
  if (flaggedAt() === null) return () => {};
  const timer = window.setTimeout(() => {
    try {
      window.sessionStorage.removeItem(FLAG);
    } catch {
      // Nothing to clear.
    }
  }, SETTLE_MS);
  return () => window.clearTimeout(timer);
}
