import { X } from 'lucide-react';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../../shared/i18n/format';
import type { Lang } from '../../../shared/i18n/lang';
import { PersonalisationSchema } from '../../../shared/schemas/personalisation';
import { retryingImport } from '../../../islands/deferred';
import { useIdentityState } from '../../../templates/kit/identity';
import { readPersonalisation, writePersonalisation } from '../../lib/personalisation-store';
import { ColourChoice } from './colour-choice';
import { DetailsFields } from './details-fields';
import { LogoInput, type LogoState, noLogoState } from './logo-input';
import { type Fields, type TextKey, initialFields, toPersonalisation } from './panel-fields';
import { buttonClass, hintClass } from './panel-parts';
import type { PanelWords } from '../../../shared/words/en/panel';
import { PANEL_WORD_KEY, type Texts, withTexts } from '../../../shared/words/texts';

// "Try it with your business" (issue 14, decision 054): loaded by the preview bar only when the
// visitor opens it (the bar puts focus back on its button when it closes). Every change is written
// to this browser's personalisation store at once, and TemplatePage re-renders the sample from
// it (through the kit's SampleHost, decision 076); nothing is uploaded.

const WIDE = '(min-width: 64rem)';
const PANEL_WIDTH = '24rem';

/** On wide screens the page makes room for the panel beside it, so the panel covers nothing. */
function useRoomBeside() {
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const apply = () => {
      document.body.style.marginRight = wide.matches ? PANEL_WIDTH : '';
    };
    apply();
    wide.addEventListener('change', apply);
    return () => {
      wide.removeEventListener('change', apply);
      document.body.style.marginRight = '';
    };
  }, []);
}

export function PersonalisePanel({ m, onClose }: { m: PanelWords; onClose: () => void }) {
  const { sample, slug } = useIdentityState();
  const [fields, setFields] = useState(() => initialFields(sample, readPersonalisation(slug)));
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({});
  const [logoState, setLogoState] = useState<LogoState>(noLogoState);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useRoomBeside();

  useEffect(() => headingRef.current?.focus(), []);

  const save = (next: Fields) => {
    setFields(next);
    setStatus('');
    const value = toPersonalisation(next, sample);
    if (value === null) {
      setErrors({});
      writePersonalisation(slug, null);
      return;
    }
    const parsed = PersonalisationSchema.safeParse(value);
    if (!parsed.success) {
      const found: Partial<Record<TextKey, string>> = {};
      for (const issue of parsed.error.issues) {
        // Text fields can be too long or hold control characters; a phone must be callable.
        const max = issue.code === 'too_big' ? issue.maximum : undefined;
        found[issue.path[0] as TextKey] ??= max
          ? fill(m.fieldErrors.tooLong, { max: Number(max) })
          : issue.code === 'custom' && issue.path[0] === 'phone'
            ? m.fieldErrors.phone
            : m.fieldErrors.notPlain;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    writePersonalisation(slug, parsed.data);
  };

  const reset = () => {
    writePersonalisation(slug, null);
    setFields(initialFields(sample, null));
    setErrors({});
    setLogoState(noLogoState);
    setStatus(m.resetDone);
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-privacy`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      className="fixed inset-x-0 bottom-0 z-[70] flex max-h-[62dvh] flex-col rounded-t-2xl border-t border-stone-300 bg-white font-sans text-stone-800 shadow-[0_-8px_30px_rgb(0_0_0/0.25)] lg:inset-y-0 lg:right-0 lg:left-auto lg:max-h-none lg:w-96 lg:rounded-none lg:border-t-0 lg:border-l lg:shadow-xl"
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-stone-950 focus:outline-none"
        >
          {m.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className={`${buttonClass} -mr-2 px-3 text-stone-700 hover:bg-stone-100 active:bg-stone-200`}
        >
          <X aria-hidden="true" className="size-5" />
          {m.close}
        </button>
      </div>

      <form
        className="space-y-5 overflow-y-auto overscroll-contain px-5 pt-4 pb-6"
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <p id={`${id}-privacy`} className="text-sm text-stone-700">
          {m.privacy}
        </p>

        <DetailsFields
          m={m}
          id={id}
          fields={fields}
          sample={sample}
          errors={errors}
          onChange={(key, value) => save({ ...fields, [key]: value })}
        />

        <ColourChoice
          m={m}
          id={id}
          accent={fields.accent}
          onChange={(accent) => save({ ...fields, accent })}
        />

        <LogoInput
          m={m}
          id={id}
          logo={fields.logo}
          state={logoState}
          onState={setLogoState}
          onLogo={(logo) => save({ ...fields, logo })}
        />

        <div className="border-t border-stone-200 pt-4">
          <button
            type="button"
            onClick={reset}
            className={`${buttonClass} w-full border border-stone-900 text-stone-900 hover:bg-stone-100 active:bg-stone-200`}
          >
            {m.reset}
          </button>
          <p aria-live="polite" className={hintClass}>
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}

// Each language's words are their own chunk: the panel downloads only the visitor's.
const loadWords: Readonly<Record<Lang, () => Promise<PanelWords>>> = {
  en: retryingImport(() =>
    import('../../../shared/words/en/panel').then((module) => module.panelWords),
  ),
  tpi: retryingImport(() =>
    import('../../../shared/words/tpi/panel').then((module) => module.panelWords),
  ),
};

/**
 * The panel with its words in a language, once they have arrived, with the texts owners published
 * that the page carries in place (decision 134).
 */
export async function personalisePanelIn(
  lang: Lang,
  texts: Texts,
): Promise<ComponentType<{ onClose: () => void }>> {
  const m = withTexts(await loadWords[lang](), PANEL_WORD_KEY, texts);
  return function PersonalisePanelInLang({ onClose }) {
    return <PersonalisePanel m={m} onClose={onClose} />;
  };
}
