import type { AdminRaffle, RaffleInput } from '@podium/shared/raffles/admin';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { awardsOf } from './prizes.repository.ts';
import { raffleErrors } from './raffles.errors.ts';
import { toRaffles } from './raffles.repository.ts';
import { type RaffleRow, raffles } from './raffles.table.ts';

type RaffleValues = typeof raffles.$inferInsert;

/**
 * Admin views of raffle rows: the public view without a viewer, plus who made and cancelled each and
 * what became of each prize.
 */
async function toAdminRaffles(db: DbOrTx, rows: RaffleRow[]): Promise<AdminRaffle[]> {
  const views = await toRaffles(db, rows, null);
  const actorIds = [
    ...new Set(rows.flatMap((r) => [r.createdBy, r.cancelledBy]).filter((id) => id !== null)),
  ];
  const actors = actorIds.length
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const actor = (id: number | null) => actors.find((a) => a.id === id) ?? null;
  const awards = await awardsOf(
    db,
    rows.map((r) => r.id),
  );
  return views.map(({ user_entries: _viewer, ...view }, i) => {
    const row = rows[i]!;
    return {
      ...view,
      created_by: actor(row.createdBy),
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      cancelled_by: actor(row.cancelledBy),
      prize_awards: awards.get(row.id) ?? [],
    };
  });
}

/** Every raffle, latest end first. */
export async function listAdminRaffles(db: DbOrTx): Promise<AdminRaffle[]> {
  const rows = await db.select().from(raffles).orderBy(desc(raffles.endsAt), desc(raffles.id));
  return toAdminRaffles(db, rows);
}

export async function adminRaffle(db: DbOrTx, id: number): Promise<AdminRaffle> {
  const rows = await db.select().from(raffles).where(eq(raffles.id, id));
  const [view] = await toAdminRaffles(db, rows);
  if (!view) throw raffleErrors.notFound();
  return view;
}

/** The columns an admin form sets (the password is hashed by the caller). */
export const raffleColumns = (input: RaffleInput) => ({
  title: input.title,
  description: input.description,
  image: input.image,
  startsAt: new Date(input.start_datetime),
  endsAt: new Date(input.end_datetime),
  numberOfWinners: input.number_of_winners,
  allowPasswordlessEntry: input.allow_passwordless_entry,
  allowPointsEntry: input.allow_points_entry,
  pointsPerEntry: input.points_per_entry,
  maxTicketsPerMember: input.max_tickets_per_member,
  // Decision 064: left out of an edit, kept.
  ...(input.claim_window_hours === undefined ? {} : { claimWindowHours: input.claim_window_hours }),
  ...(input.auto_redraws_allowed === undefined ? {} : { autoRedrawsAllowed: input.auto_redraws_allowed }),
});

/** A new raffle; answers its id. */
export async function insertRaffleRow(db: DbOrTx, values: RaffleValues): Promise<number> {
  const [row] = await db.insert(raffles).values(values).returning({ id: raffles.id });
  return row!.id;
}

/** Changes a raffle only while it is neither drawn nor cancelled (the WHERE decides); false otherwise. */
export async function updateUndrawnRaffle(
  db: DbOrTx,
  id: number,
  values: Partial<RaffleValues>,
): Promise<boolean> {
  const [row] = await db
    .update(raffles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(raffles.id, id), isNull(raffles.drawnAt), isNull(raffles.cancelledAt)))
    .returning({ id: raffles.id });
  return row !== undefined;
}

/** False when there is no such raffle. */
export async function setPausedRow(db: DbOrTx, id: number, isPaused: boolean): Promise<boolean> {
  const [row] = await db
    .update(raffles)
    .set({ isPaused, updatedAt: sql`now()` })
    .where(eq(raffles.id, id))
    .returning({ id: raffles.id });
  return row !== undefined;
}

/**
 * The cancel's guard: `SET cancelled_at … WHERE cancelled_at IS NULL AND drawn_at IS NULL` (it waits for
 * entries holding the raffle). The row when this call cancelled it, else undefined.
 */
export async function markCancelled(
  tx: DbOrTx,
  id: number,
  actorId: number | null,
): Promise<RaffleRow | undefined> {
  const [row] = await tx
    .update(raffles)
    .set({ cancelledAt: sql`now()`, cancelledBy: actorId, updatedAt: sql`now()` })
    .where(and(eq(raffles.id, id), isNull(raffles.cancelledAt), isNull(raffles.drawnAt)))
    .returning();
  return row;
}
