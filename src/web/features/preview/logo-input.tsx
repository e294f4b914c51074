import type { ChangeEvent } from 'react';
import { fill } from '../../../shared/i18n/format';
import { PERSONALISATION_LIMITS } from '../../../shared/personalisation';
import { readLogo } from './logo-encode';
import { Group, buttonClass, errorClass, hintClass, labelClass } from './panel-parts';
import type { PanelWords } from '../../../shared/words/en/panel';

/** The largest logo file the panel reads, in MB, as its messages say it. */
const mb = PERSONALISATION_LIMITS.logoUploadBytes / 1_000_000;

/** Where reading a logo stands; the panel keeps it, so a reset clears it. */
export interface LogoState {
  busy: boolean;
  error: string;
  note: string;
}

export const noLogoState: LogoState = { busy: false, error: '', note: '' };

/** The visitor's logo: a file read in this browser (logo-encode.ts), shown and removable. */
export function LogoInput({
  m,
  id,
  logo,
  state,
  onState,
  onLogo,
}: {
  m: PanelWords;
  /** The panel's useId(). */
  id: string;
  /** The logo as a data URL, or '' for the sample's own. */
  logo: string;
  state: LogoState;
  onState: (state: LogoState) => void;
  onLogo: (logo: string) => void;
}) {
  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    onState({ busy: true, error: '', note: m.logoReading });
    const result = await readLogo(file);
    // Cleared, so choosing the same file again reads it again.
    input.value = '';
    if (!result.ok) {
      onState({ busy: false, error: fill(m.logoRefusals[result.refusal], { mb }), note: '' });
      return;
    }
    onState({ busy: false, error: '', note: m.logoShown });
    onLogo(result.dataUrl);
  };

  return (
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
          disabled={state.busy}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={`${id}-logo-hint ${id}-logo-error`}
          onChange={chooseLogo}
          className="peer sr-only"
        />
        {/* The browser's own button and "No file chosen" speak its language, not the page's: our
            words instead, on a label that opens the same picker (hidden from the accessible name). */}
        <label
          htmlFor={`${id}-logo`}
          aria-hidden="true"
          className={`${buttonClass} mt-2 cursor-pointer border border-stone-400 bg-stone-50 text-stone-900 hover:bg-stone-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900 peer-disabled:cursor-default peer-disabled:opacity-60`}
        >
          {m.chooseLogo}
        </label>
        <p id={`${id}-logo-error`} role="alert" className={errorClass}>
          {state.error}
        </p>
        <p aria-live="polite" className={hintClass}>
          {state.note}
        </p>
      </div>
      {logo ? (
        <div className="flex items-center gap-3">
          <img
            src={logo}
            alt={m.logoAlt}
            className="size-14 rounded-md border border-stone-200 object-contain"
          />
          <button
            type="button"
            onClick={() => {
              onState({ busy: false, error: '', note: m.logoRemoved });
              onLogo('');
            }}
            className={`${buttonClass} border border-stone-400 text-stone-900 hover:bg-stone-100 active:bg-stone-200`}
          >
            {m.removeLogo}
          </button>
        </div>
      ) : null}
    </Group>
  );
}
