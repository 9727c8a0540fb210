import type { AccountExport } from '@podium/shared/account/export';
import { centsToAmount } from '@podium/shared/common/money';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { slotCatalogue, slotRequests } from '../slot-requests/slot-requests.table.ts';

/** The member's slot requests (issue 29), oldest first: the slot, what it cost and came of it. */
export async function slotRequestRows(
  db: DbOrTx,
  userId: number,
): Promise<Pick<AccountExport, 'slot_requests'>> {
  const rows = await db
    .select({ r: slotRequests, slot: slotCatalogue.name })
    .from(slotRequests)
    .innerJoin(slotCatalogue, eq(slotCatalogue.id, slotRequests.slotId))
    .where(eq(slotRequests.userId, userId))
    .orderBy(asc(slotRequests.id));
  return {
    slot_requests: rows.map(({ r, slot }) => ({
      slot,
      status: r.status,
      source: r.source,
      cost: r.cost,
      refunded: r.refunded,
      multiplier: r.multiplierHundredths === null ? null : r.multiplierHundredths / 100,
      win: r.winCents === null ? null : centsToAmount(r.winCents),
      reward: r.reward,
      requested_at: r.createdAt.toISOString(),
    })),
  };
}
