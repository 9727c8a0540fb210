import { formatMoney } from '@podium/shared/common/money';
import type { WagerRafflePrizeType } from '@podium/shared/wager-raffles/messages';

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
