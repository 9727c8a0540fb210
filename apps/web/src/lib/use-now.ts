import { useEffect, useState } from 'react';

/**
 * The current time in ms for time-relative text ("Ends in 2h", countdown boxes, "active 5m ago").
 *
 * One behaviour for every caller: the component re-renders every `intervalMs`, and the time is read
 * at render, so a render caused by anything else (new data, a parent) is never behind the clock.
 * (Keeping the time in state would show the value of the last tick until the next one.) Tests that
 * fake timers see the faked clock: `vi.advanceTimersByTime` both ticks and moves `Date.now()`.
 */
export function useNow(intervalMs: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return Date.now();
}
