import { useEffect, useState } from 'react';

export type CountdownState = 'waiting' | 'running' | 'done';

/**
 * Seconds left until `durationMs` after the component mounts (the page load, for a route).
 * The first render shows the full duration, so the prerendered HTML and hydration agree.
 */
export function useCountdown(durationMs: number): { seconds: number; state: CountdownState } {
  const [seconds, setSeconds] = useState(() => Math.ceil(durationMs / 1000));
  const [state, setState] = useState<CountdownState>('waiting');

  useEffect(() => {
    const target = Date.now() + durationMs;
    // Read from the clock rather than decremented, so a throttled background tab stays right.
    const tick = () => {
      const left = Math.max(0, Math.ceil((target - Date.now()) / 1000));
      setSeconds(left);
      setState(left > 0 ? 'running' : 'done');
      return left;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [durationMs]);

  return { seconds, state };
}
