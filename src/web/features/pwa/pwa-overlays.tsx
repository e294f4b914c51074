import { useEffect, useState } from 'react';
import { type Lang, langOfPath, preferredLang } from '../../../shared/i18n/lang';
import { deferred } from '../../../islands/deferred';
import { usePageAddress } from '../../i18n';
import { agencyWordsLang, isSamplePath, rememberedLang } from '../../lib/language-choice';
import { OfflineOffer } from './offline-offer';
import { type OverlayMessages, loadOverlayMessages } from './overlay-messages';
import { setUpdateQuestion, usePwaStatus } from './pwa-status';
import { startServiceWorker } from './service-worker';
import { StatusBadge } from './status-badge';

// Loaded only when the browser offers installation: most visits never download it.
const InstallCard = deferred('The install card', () =>
  import('./install-card').then((module) => module.InstallCard),
);
// Loaded only for a visitor who reads Tok Pisin on an English page.
const LanguageOffer = deferred('The language offer', () =>
  import('./language-offer').then((module) => module.LanguageOffer),
);

interface Words {
  lang: Lang;
  messages: OverlayMessages;
}

/** An English agency page, to a visitor who prefers Tok Pisin and never chose English. */
function offersTokPisin(pathname: string, chosen: Lang | undefined): boolean {
  if (isSamplePath(pathname) || langOfPath(pathname) !== 'en' || chosen === 'en') return false;
  return chosen === 'tpi' || preferredLang(navigator.languages) === 'tpi';
}

/**
 * What every page shows outside its route: the status badge, the install card and the language
 * offer. The whole file (worker registration included) is itself deferred: it loads after the
 * page is up, with its words in the language the loader chose; a later page in the other
 * language (a link from a sample to the agency) loads that language's words.
 */
export function PwaOverlays({ initial }: { initial: Words }) {
  const { installPrompt } = usePwaStatus();
  const { pathname } = usePageAddress();
  const chosen = rememberedLang();
  const lang = agencyWordsLang(pathname, chosen);
  const [words, setWords] = useState(initial);
  useEffect(() => setUpdateQuestion(words.messages.update), [words]);
  useEffect(() => void startServiceWorker(), []);
  useEffect(() => {
    if (lang === words.lang) return;
    let active = true;
    loadOverlayMessages(lang).then(
      (messages) => active && setWords({ lang, messages }),
      // The words already shown stay until a later page asks again.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [lang, words.lang]);
  const m = words.messages;
  // A sample shown at phone or tablet width is a frame in the page: the page around it shows the
  // pill and the offers, once (decision 086).
  if (window.self !== window.top) return null;
  return (
    <>
      <StatusBadge m={m.status} />
      <OfflineOffer m={m.offlineOffer} />
      {installPrompt ? <InstallCard m={m.installCard} /> : null}
      {offersTokPisin(pathname, chosen) ? <LanguageOffer /> : null}
    </>
  );
}
