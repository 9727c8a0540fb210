const numbers = new Intl.NumberFormat('en-US');
const dates = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "1,250 points" (one point is "1 point"). */
export const formatPoints = (n: number): string =>
  `${numbers.format(n)} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

export function formatDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : dates.format(at);
}

/** The stock line: unlimited items say so; counted ones say how many are left. */
export const stockText = (quantity: number | null): string =>
  quantity === null ? 'Unlimited stock' : `${numbers.format(Math.max(quantity, 0))} left`;

/** The per-member limit line, or null when there is none. */
export const limitText = (max: number | null, bought: number): string | null =>
  max === null ? null : `Limit ${numbers.format(max)} per member · ${numbers.format(bought)} bought`;
