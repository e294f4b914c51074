import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { LANG_STORAGE_KEY, langNames, pathInLang } from '../../../shared/i18n/lang';
import { useLang, useMessages } from '../../i18n';

/**
 * The same page and section in the other language. A full page load: the other language's page
 * brings its own prerendered text. The choice is remembered for the offer and the service worker.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const lang = useLang();
  const m = useMessages('layout').language;
  const { pathname, search, hash } = useLocation();
  const other = lang === 'en' ? 'tpi' : 'en';
  return (
    <a
      href={`${pathInLang(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className={`inline-flex items-center gap-2 ${className}`}
      onClick={() => {
        try {
          localStorage.setItem(LANG_STORAGE_KEY, other);
        } catch {
          // Private mode: the switch still works, it is just not remembered.
        }
      }}
    >
      <Languages className="size-4" aria-hidden="true" />
      <span>{langNames[other]}</span>
      <span className="sr-only"> ({m.label})</span>
    </a>
  );
}
