import { useEffect, useState } from 'react';
import { useBoot } from './boot.ts';
import { useRendersServerMarkup } from './render-phase.ts';

/**
 * The current time in ms for time-relative text ("Ends in 2h", countdown boxes, "active 5m ago").
 *
 * One behaviour for every caller: the component re-renders every `intervalMs`, and the time is read
 * at render, so a render caused by anything else (new data, a parent) is never behind the clock.
 * (Keeping the time in state would show the value of the last tick until the next one.) Tests that
 * fake timers see the faked clock: `vi.advanceTimersByTime` both ticks and moves `Date.now()`.
 *
 * A server-rendered page is rendered at the server's time and hydrated at that same time (from the
 * boot data), so both markups agree; the browser's clock takes over before the first paint.
 */
export function useNow(intervalMs: number): number {
  const renderedAt = useBoot()?.rendered_at;
  const serverClock = useRendersServerMarkup();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return serverClock && renderedAt !== undefined ? renderedAt : Date.now();
}
