import type { Timeframe } from './schemas.ts';

const DAY = 86_400_000;

/** The first period boundary at or after `at` (UTC): the 1st of a month, or a Monday for weekly boards. */
export function nextBoundary(timeframe: Timeframe, at: Date): Date {
  if (timeframe === 'monthly' || timeframe === 'custom') {
    const monthStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
    return monthStart === at.getTime()
      ? at
      : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysToMonday = (8 - new Date(midnight).getUTCDay()) % 7;
  const monday = midnight + daysToMonday * DAY;
  return new Date(monday >= at.getTime() ? monday : monday + 7 * DAY);
}

function periodLengthEnd(timeframe: Exclude<Timeframe, 'custom'>, start: Date): Date {
  if (timeframe === 'weekly') return new Date(start.getTime() + 7 * DAY);
  if (timeframe === 'biweekly') return new Date(start.getTime() + 14 * DAY);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/**
 * The period that follows one ending at `end`: it starts at the next boundary, so a period an admin
 * ended early leaves the board on 'Period Ended' until then. Custom boards wait for an admin.
 */
export function nextPeriod(timeframe: Timeframe, end: Date): { start: Date; end: Date } | null {
  if (timeframe === 'custom') return null;
  const start = nextBoundary(timeframe, end);
  return { start, end: periodLengthEnd(timeframe, start) };
}

/** The first period of a new board: from now to the next boundary (a month ahead for custom boards). */
export function firstPeriod(timeframe: Timeframe, now: Date): { start: Date; end: Date } {
  const boundary = nextBoundary(timeframe === 'custom' ? 'monthly' : timeframe, new Date(now.getTime() + 1));
  return { start: now, end: boundary };
}

/** A new period must end after it starts; without a start it starts at `nowMs`. */
export function endsAfterStart(period: { starts_at?: string; ends_at: string }, nowMs: number): boolean {
  const start = period.starts_at ? Date.parse(period.starts_at) : nowMs;
  return Date.parse(period.ends_at) > start;
}
