import { formatNumber } from '@/lib/format.ts';

/** +250 / −100 (a real minus sign, so a debit reads as one). */
export const formatSigned = (n: number) => (n > 0 ? `+${formatNumber(n)}` : `−${formatNumber(-n)}`);

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDate = (iso: string) => date.format(new Date(iso));

/** "admin_adjustment" → "Admin adjustment". */
export const kindLabel = (kind: string) => {
  const words = kind.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
