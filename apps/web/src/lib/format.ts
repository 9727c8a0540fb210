const number = new Intl.NumberFormat('en-US');
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 12,345 */
export const formatNumber = (n: number) => number.format(n);

/** +250 / −100 / 0, with a real minus sign so a debit reads as one. */
export const formatSigned = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}`;

/** "Nov 2, 2026"; "—" when there is no valid date. */
export function formatDate(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? '—' : date.format(at);
}
