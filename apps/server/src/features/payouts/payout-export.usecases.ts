import { csvText } from '@podium/shared/payouts/csv';
import type { PayoutExportQuery } from '@podium/shared/payouts/schemas';
import type { Db } from '../../db/client.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import { payoutsForExport } from './payout-export.repository.ts';

export const PAYOUT_CSV_HEADER = [
  'id',
  'member',
  'casino',
  'casino_username',
  'amount',
  'description',
  'status',
  'reference',
  'decided_at',
] as const;

/** Cents as dollars with 2 decimals, no symbol or grouping ("1234.50"): what a spreadsheet reads as a number. */
const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The payout queue as CSV for bulk tipping or the books (decision 043). A list of who is paid where is
 * sensitive, so the export is on record (`payouts.export`: the filter and the row count) although it
 * changes nothing; the read and the record share a transaction.
 */
export async function exportPayouts(db: Db, audit: AuditContext, query: PayoutExportQuery): Promise<string> {
  staffActor(audit);
  return db.transaction(async (tx) => {
    const rows = await payoutsForExport(tx, query);
    await recordAudit(tx, audit, {
      action: 'payouts.export',
      target: { type: 'payouts' },
      after: { status: query.status, from: query.from ?? null, to: query.to ?? null, rows: rows.length },
    });
    return csvText([
      PAYOUT_CSV_HEADER,
      ...rows.map((r) => [
        r.id,
        r.member,
        r.casino,
        r.casinoUsername,
        dollars(r.amountCents),
        r.description,
        r.status,
        r.reference,
        r.decidedAt?.toISOString() ?? null,
      ]),
    ]);
  });
}
