import { countdown } from '../common/countdown.ts';

/**
 * The wager raffles' rules, on both sides (SPEC §4, §9): status, the two countdown formats, the
 * masking of top participants' usernames and the numbering of tickets.
 */
export type WagerRaffleStatusName = 'ACTIVE' | 'ENDED' | 'UPCOMING';

/** SPEC §4: ACTIVE if is_active; ENDED if has_ended; otherwise UPCOMING. */
export function wagerRaffleStatus(r: { is_active: boolean; has_ended: boolean }): WagerRaffleStatusName {
  if (r.is_active) return 'ACTIVE';
  if (r.has_ended) return 'ENDED';
  return 'UPCOMING';
}

/** Where a raffle stands at `nowMs`: ended at its end date or once drawn; active from its start until then. */
export function wagerRaffleTiming(
  r: { startsAtMs: number; endsAtMs: number; drawn: boolean },
  nowMs: number,
): { is_active: boolean; has_ended: boolean } {
  const has_ended = r.drawn || nowMs >= r.endsAtMs;
  return { has_ended, is_active: !has_ended && nowMs >= r.startsAtMs };
}

/** SPEC §4 detail format: days, hours, minutes, seconds; 'Ended' at zero or below. */
export function detailCountdown(endMs: number, nowMs: number): string {
  const c = countdown(endMs, nowMs);
  if (c.ended) return 'Ended';
  return `${c.days}d ${c.hours}h ${c.minutes}m ${c.seconds}s`;
}

/**
 * SPEC §4 list format from the seconds left: days and hours, or hours and minutes, or minutes;
 * 'Ended' at zero or below.
 */
export function listCountdown(secondsLeft: number): string {
  const c = countdown(secondsLeft * 1000, 0);
  if (c.ended) return 'Ended';
  if (c.days > 0) return `${c.days}d ${c.hours}h`;
  if (c.hours > 0) return `${c.hours}h ${c.minutes}m`;
  return `${c.minutes}m`;
}

/** A member's wager in a raffle: what their tickets are computed from. */
export interface MemberWager {
  user_id: number;
  wagered_cents: number;
}

/** A member's tickets: numbers `first`…`last` (1-based, inclusive). */
export interface TicketRange extends MemberWager {
  first: number;
  last: number;
  ticket_count: number;
}

/** floor(wager / price of a ticket), both in cents. */
export const ticketsFor = (wageredCents: number, centsPerTicket: number): number =>
  centsPerTicket > 0 ? Math.floor(Math.max(0, wageredCents) / centsPerTicket) : 0;

/**
 * The ticket numbering: members with at least one ticket in ascending member id (a stable order:
 * the same wagers always give the same numbers, and a member's number never depends on the order
 * the rows were read), each a contiguous range, numbers from 1.
 */
export function ticketRanges(wagers: readonly MemberWager[], centsPerTicket: number): TicketRange[] {
  const sorted = [...wagers].sort((a, b) => a.user_id - b.user_id);
  const ranges: TicketRange[] = [];
  let next = 1;
  for (const w of sorted) {
    const count = ticketsFor(w.wagered_cents, centsPerTicket);
    if (count === 0) continue;
    ranges.push({ ...w, first: next, last: next + count - 1, ticket_count: count });
    next += count;
  }
  return ranges;
}

/** The first `limit` ticket numbers of a range (SPEC §9: up to 50 shown). */
export function ticketNumbers(range: { first: number; last: number } | null, limit: number): number[] {
  if (!range) return [];
  const out: number[] = [];
  for (let n = range.first; n <= range.last && out.length < limit; n++) out.push(n);
  return out;
}
