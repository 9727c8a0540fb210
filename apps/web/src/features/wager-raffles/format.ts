import { formatMoney } from '@podium/shared/common/money';
import type { WagerRafflePrizeType } from '@podium/shared/wager-raffles/messages';
import {
  type WagerRaffleStatusName,
  wagerRaffleStatus,
  wagerRaffleTiming,
} from '@podium/shared/wager-raffles/rules';

const numbers = new Intl.NumberFormat('en-US');
const utc = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const formatCount = (n: number): string => numbers.format(n);

/** SPEC §9: USD with no decimals. */
export const formatDollars = (n: number): string => formatMoney(n, '$', 0);

/** The same text on the server and in the browser (UTC), so server-rendered pages hydrate cleanly. */
export function formatUtc(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? '—' : `${utc.format(at)} UTC`;
}

/** A prize in a few words: cash as dollars, points as 'N Points', custom as its description. */
export function prizeText(p: {
  prize_type: WagerRafflePrizeType;
  prize_value: number | null;
  description: string;
}) {
  if (p.prize_type === 'cash') return formatDollars(p.prize_value ?? 0);
  if (p.prize_type === 'points') return `${formatCount(p.prize_value ?? 0)} Points`;
  return p.description || 'Prize';
}

export const ordinal = (n: number): string => {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
};

/**
 * The status as of `nowMs`, from the same start and end the countdown reads: the badge turns ENDED the
 * second the countdown reads Ended, not when the server's job next closes the raffle (SPEC §4 rule).
 */
export function liveStatus(
  raffle: { starts_at: string; end_date: string; drawn_at?: string | null },
  nowMs: number,
): WagerRaffleStatusName {
  const timing = wagerRaffleTiming(
    {
      startsAtMs: Date.parse(raffle.starts_at),
      endsAtMs: Date.parse(raffle.end_date),
      drawn: (raffle.drawn_at ?? null) !== null,
    },
    nowMs,
  );
  return wagerRaffleStatus(timing);
}

export interface TicketSpan {
  first: number;
  last: number;
}

/** Ticket numbers as runs of consecutive numbers: [101, 102, 103, 200] → 101–103 and 200. */
export function ticketSpans(numbers: readonly number[]): TicketSpan[] {
  const spans: TicketSpan[] = [];
  for (const n of [...new Set(numbers)].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && n === last.last + 1) last.last = n;
    else spans.push({ first: n, last: n });
  }
  return spans;
}

/** "#101–#150", or "#7" for a single ticket. */
export const spanText = ({ first, last }: TicketSpan): string =>
  first === last ? `#${formatCount(first)}` : `#${formatCount(first)}–#${formatCount(last)}`;

/**
 * The member's tickets as ranges. Their tickets are one contiguous range (`first_ticket`…`last_ticket`,
 * shared `ticketRanges`), shown whole; should the numbers given not make one run, the runs of the
 * numbers given, and how many are not among them (SPEC §2 '+N more...').
 */
export function memberTicketSpans(ticket: {
  ticket_count: number;
  individual_tickets: readonly number[];
  first_ticket: number | null;
  last_ticket: number | null;
}): { spans: TicketSpan[]; more: number } {
  const { first_ticket: first, last_ticket: last, ticket_count: count } = ticket;
  if (first !== null && last !== null && last - first + 1 === count) {
    return { spans: [{ first, last }], more: 0 };
  }
  return {
    spans: ticketSpans(ticket.individual_tickets),
    more: Math.max(0, count - ticket.individual_tickets.length),
  };
}
