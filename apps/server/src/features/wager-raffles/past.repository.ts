import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prizesOf, prizeValue, winnersOf, winnerUser } from './wager-raffles.repository.ts';
import { wagerRaffles } from './wager-raffles.table.ts';

/** The public history's index of drawn wager raffles (decision 065), for a UNION with the other contests. */
export const pastWagerRafflesIndex = (): SQL =>
  sql`select 'wager_raffle' as kind, ${wagerRaffles.id} as id, ${wagerRaffles.drawnAt} as ended_at
      from ${wagerRaffles} where ${wagerRaffles.drawnAt} is not null`;

export interface PastWagerRaffle {
  id: number;
  name: string;
  drawnAt: Date;
  /** By place: the winner as the public pages show them (masked when banned) and the prize. */
  winners: Array<{
    position: number;
    user: ReturnType<typeof winnerUser>;
    banned: boolean;
    prize: { prize_type: 'cash' | 'points' | 'custom'; prize_value: number | null; description: string };
  }>;
}

/** Drawn wager raffles by id with their winners and prizes, in three queries. */
export async function pastWagerRaffles(db: DbOrTx, ids: number[]): Promise<PastWagerRaffle[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(wagerRaffles).where(inArray(wagerRaffles.id, ids));
  const prizes = await prizesOf(db, ids);
  const winners = await winnersOf(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    drawnAt: row.drawnAt ?? row.endsAt,
    winners: prizes
      .filter((p) => p.raffleId === row.id)
      .flatMap((p) => {
        const won = winners.find((w) => w.w.prizeId === p.id);
        if (!won) return [];
        return [
          {
            position: p.position,
            user: winnerUser(won.user),
            banned: won.user.bannedAt !== null,
            prize: {
              prize_type: p.prizeType as 'cash' | 'points' | 'custom',
              prize_value: prizeValue(p),
              description: p.description,
            },
          },
        ];
      }),
  }));
}
