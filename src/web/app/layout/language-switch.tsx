import { Languages } from 'lucide-react';
import { langNames } from '../../../shared/i18n/lang';
import { useLang, useMessages, usePageAddress } from '../../i18n';
import { addressIn, rememberLang, sectionInView } from '../../lib/language-choice';

/**
 * The same page and section in the other language. A full page load: the other language's page
 * brings its own prerendered text. The choice is remembered for the offer and the service worker.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const lang = useLang();
  const m = useMessages('layout').language;
  const location = usePageAddress();
  const other = lang === 'en' ? 'tpi' : 'en';
  return (
    <a
      href={addressIn(other, location, undefined)}
      hrefLang={other}
      lang={other}
      className={`inline-flex items-center gap-2 whitespace-nowrap ${className}`}
      onClick={(event) => {
        rememberLang(other);
        // Where the visitor has scrolled to is known only now: the link takes them there.
        event.currentTarget.href = addressIn(other, location, sectionInView());
      }}
    >
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <span>{langNames[other]}</span>
      <span className="sr-only"> ({m.label})</span>
    </a>
  );
}
