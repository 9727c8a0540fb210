import type { PayoutStatus } from '@podium/shared/common/payout-status';

export interface PayoutExport {
  status: PayoutStatus;
  /** UTC days (YYYY-MM-DD), inclusive; empty for no bound. */
  from: string;
  to: string;
}

/**
 * GET /api/admin/payouts/export.csv (decision 043): a file the browser downloads from a plain link
 * (the session cookie goes with it; a GET needs no CSRF header). On record in the audit log.
 */
export function payoutExportUrl({ status, from, to }: PayoutExport): string {
  const query = new URLSearchParams({ status });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return `/api/admin/payouts/export.csv?${query.toString()}`;
}
