import { raffleStatus, raffleTiming } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';

const numbers = new Intl.NumberFormat('en-US');
/** Dates in UTC with the zone named, so the server's render and the browser's agree. */
const utc = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

export const formatCount = (n: number): string => numbers.format(n);

/** "1,250 points" (one point is "1 point"). */
export const formatPoints = (n: number): string =>
  `${numbers.format(n)} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** "Nov 21, 2026, 14:05 UTC"; "—" when there is no valid date. */
export function formatUtc(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? '—' : `${utc.format(at)} UTC`;
}

/** A span of time in its two largest units: "2d 4h", "3h 12m", "5m", "under a minute". */
export function spanText(ms: number): string {
  const minutes = Math.floor(Math.max(ms, 0) / 60_000);
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return mins > 0 ? `${hours}h ${mins}m` : `${hours}h`;
  return `${mins}m`;
}

/** How long ago: "just now", "5m ago", "3h ago", "2d ago". */
export function agoText(iso: string, nowMs: number): string {
  const ms = nowMs - Date.parse(iso);
  if (Number.isNaN(ms) || ms < 60_000) return 'just now';
  return `${spanText(ms)} ago`;
}

/**
 * The raffle's timing as of `nowMs` (the shared rule on its times and switches), so the status and
 * the countdown change on the page when the start or end time passes, before the next read.
 */
export function liveTiming(raffle: Raffle, nowMs: number) {
  const timing = raffleTiming(
    {
      startsAtMs: Date.parse(raffle.start_datetime),
      endsAtMs: Date.parse(raffle.end_datetime),
      drawn: raffle.drawn_at !== null,
      cancelled: raffle.is_cancelled,
      paused: raffle.is_paused,
    },
    nowMs,
  );
  return { ...timing, status: raffleStatus(timing) };
}

/** The line under a card's title: when it ends, starts or ended. */
export function timingText(raffle: Raffle, nowMs: number): string {
  if (raffle.is_cancelled) return 'Cancelled';
  const starts = Date.parse(raffle.start_datetime);
  const ends = Date.parse(raffle.end_datetime);
  if (raffle.drawn_at !== null || nowMs >= ends)
    return `Ended ${agoText(raffle.drawn_at ?? raffle.end_datetime, nowMs)}`;
  if (nowMs < starts) return `Starts in ${spanText(starts - nowMs)}`;
  return `Ends in ${spanText(ends - nowMs)}`;
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd": a place in words. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
