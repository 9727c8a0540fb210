const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

/** SPEC §9: leaderboard money shows 2 decimals; elsewhere USD with none. */
export function formatMoney(amount: number, symbol = '$', decimals = 2): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  const sign = safe < 0 ? '-' : '';
  return `${sign}${symbol}${formatter(decimals).format(Math.abs(safe))}`;
}

export const centsToAmount = (cents: number): number => Math.round(cents) / 100;
export const amountToCents = (amount: number): number => Math.round(amount * 100);
