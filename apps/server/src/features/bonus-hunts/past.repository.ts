import type { HuntWinner } from '@podium/shared/bonus-hunts/schemas';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bonusHunts } from './bonus-hunts.table.ts';
import { paidWinners } from './history.repository.ts';

/** The public history's index of finished hunts (decision 065), for a UNION with the other contests. */
export const pastHuntsIndex = (): SQL =>
  sql`select 'bonus_hunt' as kind, ${bonusHunts.id} as id, ${bonusHunts.finishedAt} as ended_at
      from ${bonusHunts} where ${bonusHunts.finishedAt} is not null`;

export interface PastHunt {
  id: number;
  title: string;
  finishedAt: Date;
  /** The paid winners by category, as the hunt history shows them. */
  winners: HuntWinner[];
}

/** Finished hunts by id with their paid winners. */
export async function pastHunts(db: DbOrTx, ids: number[]): Promise<PastHunt[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(bonusHunts).where(inArray(bonusHunts.id, ids));
  const winners = await paidWinners(db, rows);
  return rows.map((h) => ({
    id: h.id,
    title: h.title,
    finishedAt: h.finishedAt ?? h.updatedAt,
    winners: winners.get(h.id) ?? [],
  }));
}
