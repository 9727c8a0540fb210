import { formatMoney } from './money.ts';

/**
 * A prize per place, as wager raffles and raffles both have them (decision 044): cash (dollars, paid
 * through the payout queue), points (through the ledger) or custom (a description, handed over by hand).
 * Zod-free, so pages read it without loading zod.
 */
export const prizeTypes = ['cash', 'points', 'custom'] as const;
export type PrizeType = (typeof prizeTypes)[number];

export const prizeMessages = {
  cashValue: 'A cash prize needs an amount in dollars',
  pointsValue: 'A points prize needs a whole number of points',
  customDescription: 'A custom prize needs a description',
} as const;

/** The most a cash prize pays, in dollars, and a points prize, in points. */
export const MAX_CASH_PRIZE = 1_000_000;
export const MAX_POINTS_PRIZE = 100_000_000;

const isDollars = (v: number) =>
  v >= 0.01 && v <= MAX_CASH_PRIZE && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * What is wrong with one prize as an admin typed it: dollars with at most 2 decimals for cash, whole
 * points for points, a description for custom. Each problem with the field it belongs to.
 */
export function prizeIssues(p: {
  prize_type: PrizeType;
  prize_value?: number | null | undefined;
  description: string;
}): { path: 'prize_value' | 'description'; message: string }[] {
  const v = p.prize_value;
  const issues: { path: 'prize_value' | 'description'; message: string }[] = [];
  if (p.prize_type === 'cash' && !(typeof v === 'number' && isDollars(v)))
    issues.push({ path: 'prize_value', message: prizeMessages.cashValue });
  if (
    p.prize_type === 'points' &&
    !(typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_POINTS_PRIZE)
  )
    issues.push({ path: 'prize_value', message: prizeMessages.pointsValue });
  if (p.prize_type === 'custom' && p.description.length === 0)
    issues.push({ path: 'description', message: prizeMessages.customDescription });
  return issues;
}

/** A prize in words: "$50.00 — casino tip", "500 points", or the custom prize's description. */
export function prizeLabel(p: { prize_type: PrizeType; prize_value: number | null; description: string }) {
  const what =
    p.prize_type === 'cash'
      ? formatMoney(p.prize_value ?? 0, '$', 2)
      : p.prize_type === 'points'
        ? `${(p.prize_value ?? 0).toLocaleString('en-US')} points`
        : '';
  if (!what) return p.description;
  return p.description ? `${what} — ${p.description}` : what;
}
