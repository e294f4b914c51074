import { Languages } from 'lucide-react';
import { useState } from 'react';
import { languageOffer } from '../../../shared/words/tpi/language-offer';
import { withTexts } from '../../../shared/words/texts';
import { overlayWordKeys } from '../../islands/island-areas';
import { readPageContent } from '../../islands/page-content';
import { usePageAddress } from '../../i18n';
import { addressIn, rememberLang, sectionInView } from '../../lib/language-choice';

// Shown only to a visitor who reads Tok Pisin, so it speaks Tok Pisin even on an English page.

/**
 * The offer to read an English page in Tok Pisin: a link to the same page and section, never a
 * redirect. Above the chat button on phones, bottom left on wider screens; a spacer after the
 * page lets its last lines scroll clear of it, and nothing above moves.
 */
export function LanguageOffer() {
  const location = usePageAddress();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  // An English page carries the offer's published Tok Pisin texts (decision 131).
  const texts = readPageContent()?.texts ?? {};
  const words = withTexts(languageOffer, overlayWordKeys.languageOffer, texts);
  return (
    <>
      <div aria-hidden="true" className="h-24" />
      <section
        lang="tpi"
        aria-labelledby="language-offer-text"
        data-overlay
        data-steps-aside
        className="fixed inset-x-3 bottom-[5.25rem] z-40 rounded-2xl border border-stone-200 bg-white p-3 text-stone-800 shadow-xl sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-sm"
      >
        <p id="language-offer-text" className="flex items-center gap-2 text-sm font-medium">
          <Languages className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {words.text}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <a
            href={addressIn('tpi', location, undefined)}
            hrefLang="tpi"
            onClick={(event) => {
              rememberLang('tpi');
              event.currentTarget.href = addressIn('tpi', location, sectionInView());
            }}
            className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-3 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
          >
            {words.accept}
          </a>
          <button
            type="button"
            onClick={() => {
              rememberLang('en');
              setOpen(false);
            }}
            className="inline-flex min-h-10 items-center rounded-full border border-stone-300 px-3 text-sm font-semibold text-stone-900 transition-colors hover:bg-stone-50"
          >
            {words.dismiss}
          </button>
        </div>
      </section>
    </>
  );
}
