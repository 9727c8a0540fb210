import type { Raffle } from '@podium/shared/raffles/schemas';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { toRaffles } from './raffles.repository.ts';
import { raffles } from './raffles.table.ts';

/**
 * The public history's index of drawn raffles (decision 065): one `(kind, id, ended_at)` row each,
 * for a UNION with the other contests. A cancelled raffle has no winners and is left out.
 */
export const pastRafflesIndex = (): SQL =>
  sql`select 'raffle' as kind, ${raffles.id} as id, ${raffles.drawnAt} as ended_at from ${raffles}
      where ${raffles.drawnAt} is not null and ${raffles.cancelledAt} is null`;

/** Drawn raffles by id as the public pages show them (winners and prizes by place); no viewer's part. */
export async function pastRaffles(db: DbOrTx, ids: number[]): Promise<Raffle[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(raffles).where(inArray(raffles.id, ids));
  return toRaffles(db, rows, null);
}
