import { type ComponentType, useEffect, useState } from 'react';

// A deferred piece of a page (the chat, the status pill, a form's sending code, a modal) loads on
// its own and fails on its own: the page never shows an error for it (decision 035).

/** Wraps a dynamic import so a success is kept and a failure forgotten: the next call tries again. */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const CHANCES = ['online', 'pointerdown', 'keydown'] as const;

/**
 * Calls `retry` at every moment a download may now succeed: the connection is back, or the
 * visitor taps or types (a dropped mobile connection often never fires `offline`). Returns a
 * cancel.
 */
export function onEveryChance(retry: () => void): () => void {
  CHANCES.forEach((name) => window.addEventListener(name, retry, true));
  return () => CHANCES.forEach((name) => window.removeEventListener(name, retry, true));
}

/**
 * A component whose code loads after the page is up. It renders nothing until the code arrives
 * (so nothing in the prerendered HTML claims to work before it does), and nothing if it fails,
 * trying again at every chance until it arrives.
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const loadOnce = retryingImport(load);
  let loaded: ComponentType<P> | undefined;

  function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
    useEffect(() => {
      if (Component) return;
      if (loaded) {
        setComponent(() => loaded);
        return;
      }
      let active = true;
      let running = false;
      // A chance that comes while an attempt is still failing must not be lost.
      let again = false;
      // A link that comes back quietly is caught too: 2 s, then twice as long, up to a minute.
      let wait = 2000;
      let timer: number | undefined;
      const attempt = () => {
        if (!active) return;
        if (running) {
          again = true;
          return;
        }
        running = true;
        again = false;
        loadOnce().then(
          (component) => {
            loaded = component;
            if (active) setComponent(() => component);
          },
          (error: unknown) => {
            running = false;
            console.warn(
              `${name} did not load; it is tried again when the connection is back.`,
              error,
            );
            if (again) return attempt();
            timer = window.setTimeout(attempt, wait);
            wait = Math.min(wait * 2, 60_000);
          },
        );
      };
      const cancel = onEveryChance(attempt);
      attempt();
      return () => {
        active = false;
        window.clearTimeout(timer);
        cancel();
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
