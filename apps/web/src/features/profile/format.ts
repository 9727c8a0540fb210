import { formatMoney } from '@podium/shared/rules/money';

const numbers = new Intl.NumberFormat('en-US');
const dates = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export const formatNumber = (n: number): string => numbers.format(n);

export function formatDate(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? '—' : dates.format(at);
}

/** SPEC §9: bonus hunt amounts show 2 decimals; multipliers 2 decimals with an x suffix. */
export const formatHuntBalance = (amount: number): string => formatMoney(amount, '$', 2);
export const formatMultiplier = (m: number): string => `${m.toFixed(2)}x`;
