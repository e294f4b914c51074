import { Check, X } from 'lucide-react';
import {
  type ChangeEvent,
  type ComponentType,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { PERSONALISATION_LIMITS, type Personalisation } from '../../shared/personalisation';
import { PersonalisationSchema } from '../../shared/schemas/personalisation';
import { readPersonalisation, writePersonalisation } from '../../web/lib/personalisation-store';
import { fill } from '../../shared/i18n/format';
import type { Lang } from '../../shared/i18n/lang';
import { retryingImport } from '../../web/lib/deferred';
import { accentPalette } from './accent';
import { type Identity, useIdentityState } from './identity';
import { readLogo } from './logo-encode';
import type { PanelWords } from './panel-words.en';

// "Try it with your business" (issue 14, decision 054): loaded by the preview bar only when the
// visitor opens it (the bar puts focus back on its button when it closes). Every change is written
// to this browser's personalisation store at once, and TemplatePage re-renders the sample from
// it; nothing is uploaded.

type TextKey = 'name' | 'tagline' | 'phone' | 'email' | 'town';

interface Fields extends Record<TextKey, string> {
  accent: string;
  logo: string;
}

const TEXT_FIELDS: readonly {
  key: TextKey;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
}[] = [
  { key: 'name', type: 'text', autoComplete: 'organization' },
  { key: 'tagline', type: 'text', autoComplete: 'off' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'town', type: 'text', autoComplete: 'address-level2' },
];

/** A few colours that suit Papua New Guinean businesses; any other comes from the colour picker. */
const SWATCHES = [
  { name: 'reef', value: '#0369a1' },
  { name: 'rainforest', value: '#15803d' },
  { name: 'betel', value: '#b91c1c' },
  { name: 'sunset', value: '#ea580c' },
  { name: 'orchid', value: '#7c3aed' },
  { name: 'frangipani', value: '#facc15' },
] as const satisfies readonly { name: keyof PanelWords['swatches']; value: string }[];

const fromSample = (sample: Identity): Fields => ({
  name: sample.name,
  tagline: sample.tagline,
  phone: sample.phone,
  email: sample.email,
  town: sample.town,
  accent: sample.colors.accent,
  logo: '',
});

function initialFields(sample: Identity, stored: Personalisation | null): Fields {
  const fields = fromSample(sample);
  if (!stored) return fields;
  for (const { key } of TEXT_FIELDS) fields[key] = stored[key] || fields[key];
  return { ...fields, accent: stored.accent, logo: stored.logo ?? '' };
}

/** What to store: only what differs from the sample (blank keeps the sample's own); null when nothing does. */
function toPersonalisation(fields: Fields, sample: Identity): Personalisation | null {
  const mine = fromSample(sample);
  const value: Personalisation = {
    name: '',
    tagline: '',
    phone: '',
    email: '',
    town: '',
    accent: fields.accent,
  };
  let changed = fields.accent.toLowerCase() !== mine.accent.toLowerCase() || fields.logo !== '';
  for (const { key } of TEXT_FIELDS) {
    const text = fields[key].trim();
    if (text === '' || text === mine[key]) continue;
    value[key] = text;
    changed = true;
  }
  if (fields.logo) value.logo = fields.logo;
  return changed ? value : null;
}

/** The line under the colour choice when the kit cannot use the colour itself for text. */
function accentNotice(accent: string, m: PanelWords['accentNotice']): string | null {
  const { onLight, onDark } = accentPalette({ accent }).adjusted;
  if (onLight && onDark) return m.both;
  if (onLight) return m.onLight;
  if (onDark) return m.onDark;
  return null;
}

const WIDE = '(min-width: 64rem)';
/** The largest logo file the panel reads, in MB, as its messages say it. */
const mb = PERSONALISATION_LIMITS.logoUploadBytes / 1_000_000;
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

const labelClass = 'block text-sm font-semibold text-stone-900';
const hintClass = 'mt-1 text-sm text-stone-600';
const errorClass = 'mt-1 text-sm font-medium text-red-700';
const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-stone-900 focus:outline-2 focus:outline-offset-1 focus:outline-stone-900 aria-invalid:border-red-700';
const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-stone-200 pt-4">
      <legend className="float-left mb-2 w-full text-base font-bold text-stone-950">
        {legend}
      </legend>
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

export function PersonalisePanel({ m, onClose }: { m: PanelWords; onClose: () => void }) {
  const { sample, slug } = useIdentityState();
  const [fields, setFields] = useState(() => initialFields(sample, readPersonalisation(slug)));
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({});
  const [logoState, setLogoState] = useState<{ busy: boolean; error: string; note: string }>({
    busy: false,
    error: '',
    note: '',
  });
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
        // Text fields can only be too long or hold control characters.
        const max = issue.code === 'too_big' ? issue.maximum : undefined;
        found[issue.path[0] as TextKey] ??= max
          ? fill(m.fieldErrors.tooLong, { max: Number(max) })
          : m.fieldErrors.notPlain;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    writePersonalisation(slug, parsed.data);
  };

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setLogoState({ busy: true, error: '', note: m.logoReading });
    const result = await readLogo(file);
    // Cleared, so choosing the same file again reads it again.
    input.value = '';
    if (!result.ok) {
      setLogoState({ busy: false, error: fill(m.logoRefusals[result.refusal], { mb }), note: '' });
      return;
    }
    setLogoState({ busy: false, error: '', note: m.logoShown });
    save({ ...fields, logo: result.dataUrl });
  };

  const reset = () => {
    writePersonalisation(slug, null);
    setFields(fromSample(sample));
    setErrors({});
    setLogoState({ busy: false, error: '', note: '' });
    setStatus(m.resetDone);
  };

  const notice = accentNotice(fields.accent, m.accentNotice);
  const swatch = SWATCHES.find((entry) => entry.value === fields.accent.toLowerCase());

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

        <Group legend={m.details}>
          {TEXT_FIELDS.map(({ key, type, autoComplete }) => {
            const error = errors[key];
            return (
              <div key={key}>
                <label htmlFor={`${id}-${key}`} className={labelClass}>
                  {m.fields[key]}
                </label>
                <input
                  id={`${id}-${key}`}
                  type={type}
                  autoComplete={autoComplete}
                  maxLength={PERSONALISATION_LIMITS[key]}
                  value={fields[key]}
                  placeholder={sample[key]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${key}-error` : undefined}
                  onChange={(event) => save({ ...fields, [key]: event.currentTarget.value })}
                  className={inputClass}
                />
                {error ? (
                  <p id={`${id}-${key}-error`} role="alert" className={errorClass}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </Group>

        <Group legend={m.colour}>
          <div role="radiogroup" aria-label={m.colourChoices} className="flex flex-wrap gap-2">
            {SWATCHES.map((entry) => {
              const chosen = swatch?.value === entry.value;
              return (
                <label
                  key={entry.value}
                  className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full ring-1 ring-stone-400 ring-offset-2 has-checked:ring-2 has-checked:ring-stone-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-stone-900"
                  style={{ backgroundColor: entry.value }}
                >
                  <input
                    type="radio"
                    name={`${id}-accent`}
                    value={entry.value}
                    checked={chosen}
                    onChange={() => save({ ...fields, accent: entry.value })}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full focus:outline-none"
                  />
                  <span className="sr-only">{m.swatches[entry.name]}</span>
                  {chosen ? (
                    <Check
                      aria-hidden="true"
                      className="pointer-events-none size-5"
                      style={{ color: accentPalette({ accent: entry.value }).vars['--on-accent'] }}
                    />
                  ) : null}
                </label>
              );
            })}
          </div>
          <div className="flex items-center gap-3">
            <input
              id={`${id}-colour`}
              type="color"
              value={fields.accent.toLowerCase()}
              aria-describedby={notice ? `${id}-notice` : undefined}
              onChange={(event) => save({ ...fields, accent: event.currentTarget.value })}
              className="h-11 w-16 cursor-pointer rounded-md border border-stone-400 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
            />
            <label htmlFor={`${id}-colour`} className={labelClass}>
              {m.ownColour}{' '}
              <span className="font-normal text-stone-600">{fields.accent.toLowerCase()}</span>
            </label>
          </div>
          <p id={`${id}-notice`} aria-live="polite" className={notice ? hintClass : 'sr-only'}>
            {notice}
          </p>
        </Group>

        <Group legend={m.logo}>
          <div>
            <label htmlFor={`${id}-logo`} className={labelClass}>
              {m.logoPicture}
            </label>
            <p id={`${id}-logo-hint`} className={hintClass}>
              {fill(m.logoHint, { mb })}
            </p>
            <input
              id={`${id}-logo`}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={logoState.busy}
              aria-invalid={logoState.error ? true : undefined}
              aria-describedby={`${id}-logo-hint ${id}-logo-error`}
              onChange={chooseLogo}
              className="mt-2 block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-stone-400 file:bg-stone-50 file:px-4 file:py-2 file:font-semibold file:text-stone-900 hover:file:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60"
            />
            <p id={`${id}-logo-error`} role="alert" className={errorClass}>
              {logoState.error}
            </p>
            <p aria-live="polite" className={hintClass}>
              {logoState.note}
            </p>
          </div>
          {fields.logo ? (
            <div className="flex items-center gap-3">
              <img
                src={fields.logo}
                alt={m.logoAlt}
                className="size-14 rounded-md border border-stone-200 object-contain"
              />
              <button
                type="button"
                onClick={() => {
                  setLogoState({ busy: false, error: '', note: m.logoRemoved });
                  save({ ...fields, logo: '' });
                }}
                className={`${buttonClass} border border-stone-400 text-stone-900 hover:bg-stone-100 active:bg-stone-200`}
              >
                {m.removeLogo}
              </button>
            </div>
          ) : null}
        </Group>

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
  en: retryingImport(() => import('./panel-words.en').then((module) => module.panelWords)),
  tpi: retryingImport(() => import('./panel-words.tpi').then((module) => module.panelWords)),
};

/** The panel with its words in a language, once they have arrived. */
export async function personalisePanelIn(
  lang: Lang,
): Promise<ComponentType<{ onClose: () => void }>> {
  const m = await loadWords[lang]();
  return function PersonalisePanelInLang({ onClose }) {
    return <PersonalisePanel m={m} onClose={onClose} />;
  };
}
