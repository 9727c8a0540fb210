const number = new Intl.NumberFormat('en-US');

/** 12,345 */
export const formatNumber = (n: number) => number.format(n);

/** +250 / −100 (a real minus sign, so a debit reads as one). */
export const formatSigned = (n: number) => (n > 0 ? `+${number.format(n)}` : `−${number.format(-n)}`);

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDate = (iso: string) => date.format(new Date(iso));

/** "admin_adjustment" → "Admin adjustment". */
export const kindLabel = (kind: string) => {
  const words = kind.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
