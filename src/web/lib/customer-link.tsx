import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '../../shared/i18n/lang';
import { requestJson } from '../../shared/json-client';
import { QUOTE_LINK_TOKEN } from '../../shared/quote-link';
import { Notice } from '../components/ui/notice';
import { buttonStyles } from '../components/ui/styles';
import { useLang } from '../i18n';

// A customer's page opened from a link in our mail (decisions 097, 098): the token is in the
// address, read after hydration; the prerendered page shows the loading line until then.

export type LinkView<T> =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'offline' }
  /** The server's sentence, in the page's language: an unknown, expired or revoked link. */
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; document: T };

export const tokenInAddress = (): string | undefined => {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  return QUOTE_LINK_TOKEN.test(token) ? token : undefined;
};

// The server answers in the language the page asks for (Accept-Language), so its sentences need
// no table of their own here.
export const askInLang = <T,>(lang: Lang, path: string, method: 'GET' | 'POST' = 'GET') =>
  requestJson<T>(path, { method, headers: { 'accept-language': lang } });

/** Loads what the link opens; `show` replaces it (after an action), `load` tries again. */
export function useCustomerLink<T>(path: (token: string) => string) {
  const lang = useLang();
  const [view, setView] = useState<LinkView<T>>({ kind: 'loading' });

  const load = useCallback(async () => {
    const token = tokenInAddress();
    if (!token) return setView({ kind: 'no-token' });
    setView({ kind: 'loading' });
    const result = await askInLang<T>(lang, path(token));
    if (result.kind === 'ok') setView({ kind: 'ready', document: result.body });
    else if (result.kind === 'error' && result.message)
      setView({ kind: 'refused', message: result.message });
    else setView({ kind: 'offline' });
  }, [lang, path]);

  useEffect(() => {
    void load();
  }, [load]);

  const show = useCallback((document: T) => setView({ kind: 'ready', document }), []);
  return { view, load, show };
}

interface LinkWords {
  loading: string;
  noToken: string;
  offline: string;
  tryAgain: string;
}

/** What the page shows until the document is there: loading, no token, refused, offline. */
export function LinkState({
  view,
  words,
  onRetry,
}: {
  view: Exclude<LinkView<unknown>, { kind: 'ready' }>;
  words: LinkWords;
  onRetry: () => void;
}) {
  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" className="text-stone-600">
          {words.loading}
        </p>
      );
    case 'no-token':
      return <Notice tone="error">{words.noToken}</Notice>;
    case 'refused':
      return <Notice tone="error">{view.message}</Notice>;
    case 'offline':
      return (
        <Notice tone="offline">
          <p>{words.offline}</p>
          <button type="button" onClick={onRetry} className={`${buttonStyles.secondary} mt-3`}>
            {words.tryAgain}
          </button>
        </Notice>
      );
  }
}
