import { Check } from 'lucide-react';
import { accentPalette } from '../../../templates/kit/accent';
import { Group, hintClass, labelClass } from './panel-parts';
import type { PanelWords } from '../../../shared/words/en/panel';

/** A few colours that suit Papua New Guinean businesses; any other comes from the colour picker. */
const SWATCHES = [
  { name: 'reef', value: '#0369a1' },
  { name: 'rainforest', value: '#15803d' },
  { name: 'betel', value: '#b91c1c' },
  { name: 'sunset', value: '#ea580c' },
  { name: 'orchid', value: '#7c3aed' },
  { name: 'frangipani', value: '#facc15' },
] as const satisfies readonly { name: keyof PanelWords['swatches']; value: string }[];

/** The line under the colour choice when the kit cannot use the colour itself for text. */
function accentNotice(accent: string, m: PanelWords['accentNotice']): string | null {
  const { onLight, onDark } = accentPalette({ accent }).adjusted;
  if (onLight && onDark) return m.both;
  if (onLight) return m.onLight;
  if (onDark) return m.onDark;
  return null;
}

/** The accent: a swatch or the visitor's own colour, with a word when text cannot use it as is. */
export function ColourChoice({
  m,
  id,
  accent,
  onChange,
}: {
  m: PanelWords;
  /** The panel's useId(). */
  id: string;
  accent: string;
  onChange: (accent: string) => void;
}) {
  const notice = accentNotice(accent, m.accentNotice);
  const swatch = SWATCHES.find((entry) => entry.value === accent.toLowerCase());
  return (
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
                onChange={() => onChange(entry.value)}
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
          value={accent.toLowerCase()}
          aria-describedby={notice ? `${id}-notice` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          className="h-11 w-16 cursor-pointer rounded-md border border-stone-400 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
        />
        <label htmlFor={`${id}-colour`} className={labelClass}>
          {m.ownColour} <span className="font-normal text-stone-600">{accent.toLowerCase()}</span>
        </label>
      </div>
      <p id={`${id}-notice`} aria-live="polite" className={notice ? hintClass : 'sr-only'}>
        {notice}
      </p>
    </Group>
  );
}
