export const COUNTDOWN_TICK_MS = 1000;

export interface Countdown {
  ended: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** SPEC §4: the countdown ticks every second and is ended at zero or below. */
export function countdown(endMs: number | null, nowMs: number): Countdown {
  const left = endMs === null ? 0 : Math.floor((endMs - nowMs) / 1000);
  if (left <= 0) return { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    ended: false,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');
