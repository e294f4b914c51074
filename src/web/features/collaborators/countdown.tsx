import { useMessages } from '../../i18n';
import { formatClock } from './format-clock';
import { useCountdown } from './use-countdown';

// Digits and unit labels share fixed separator columns, so each label sits under its pair.
const tile =
  'rounded-2xl bg-stone-100 py-4 transition-colors group-data-[state=done]:bg-brand-50 group-data-[state=done]:text-brand-800';
const columns =
  'grid grid-cols-[1fr_1.25rem_1fr_1.25rem_1fr] sm:grid-cols-[1fr_2.5rem_1fr_2.5rem_1fr]';

/**
 * A labelled timer that is not announced every second (aria-live off); only the moment it
 * reaches zero is announced, through the polite status line below it.
 */
export function Countdown({ durationMs }: { durationMs: number }) {
  const m = useMessages('collaborators').countdown;
  const { seconds, state } = useCountdown(durationMs);
  const [hours, minutes, secs] = formatClock(seconds).split(':');

  return (
    <section aria-labelledby="countdown-label" data-state={state} className="group">
      <h2
        id="countdown-label"
        className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
      >
        {m.label}
      </h2>
      <div
        role="timer"
        aria-live="off"
        aria-labelledby="countdown-label"
        aria-describedby="countdown-units"
        className={`${columns} mx-auto mt-5 max-w-xl items-center text-center text-5xl font-bold tracking-tight text-stone-950 tabular-nums sm:text-7xl`}
      >
        <span className={tile}>{hours}</span>
        <span className="text-stone-500">:</span>
        <span className={tile}>{minutes}</span>
        <span className="text-stone-500">:</span>
        <span className={tile}>{secs}</span>
      </div>
      <p
        aria-hidden="true"
        className={`${columns} mx-auto mt-2 max-w-xl text-center text-xs font-semibold tracking-wide text-stone-600 uppercase`}
      >
        <span>{m.hours}</span>
        <span />
        <span>{m.minutes}</span>
        <span />
        <span>{m.seconds}</span>
      </p>
      <p id="countdown-units" className="sr-only">
        {m.units}
      </p>
      <p role="status" className="mt-6 font-medium text-brand-800 empty:mt-0">
        {state === 'done' ? m.done : ''}
      </p>
    </section>
  );
}
