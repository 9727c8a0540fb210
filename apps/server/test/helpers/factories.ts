import type { Role } from '@podium/shared/common/user';
import type { RaffleInput } from '@podium/shared/raffles/admin';
import type { Db } from '../../src/db/client.ts';
import { affiliates } from '../../src/features/affiliates/affiliates.table.ts';
import {
  leaderboardPeriods,
  leaderboardPlatforms,
  wagers,
} from '../../src/features/leaderboard/leaderboard.table.ts';
import { insertRaffle } from '../../src/features/raffles/admin-raffles.usecases.ts';
import { storeItems } from '../../src/features/store/store.table.ts';
import { users } from '../../src/features/users/users.table.ts';

let counter = 0;
const next = () => ++counter;

export async function createUser(
  db: Db,
  fields: { username?: string; role?: Role; kickUsername?: string } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      username: fields.username ?? `user${next()}`,
      role: fields.role ?? 'Member',
      kickUsername: fields.kickUsername ?? null,
    })
    .returning();
  return row!;
}

export async function createAffiliate(db: Db, fields: Partial<typeof affiliates.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(affiliates)
    .values({
      name: `Casino ${n}`,
      redirectUrl: `https://casino${n}.example/?r=podium`,
      sortOrder: n,
      ...fields,
    })
    .returning();
  return row!;
}

/** A leaderboard platform with one current period (started an hour ago) and `players` wager rows. */
export async function createBoard(
  db: Db,
  fields: Partial<typeof leaderboardPlatforms.$inferInsert> & {
    players?: number;
    endsAt?: Date;
    startsAt?: Date;
  } = {},
) {
  const { players = 0, endsAt, startsAt, ...platformFields } = fields;
  const n = next();
  const [platform] = await db
    .insert(leaderboardPlatforms)
    .values({ slug: `casino-${n}`, name: `Casino ${n}`, provider: 'manual', sortOrder: n, ...platformFields })
    .returning();
  const [period] = await db
    .insert(leaderboardPeriods)
    .values({
      platformId: platform!.id,
      startsAt: startsAt ?? new Date(Date.now() - 3_600_000),
      endsAt: endsAt ?? new Date(Date.now() + 7 * 86_400_000),
    })
    .returning();
  if (players > 0) {
    const rows = Array.from({ length: players }, (_, i) => ({
      periodId: period!.id,
      playerKey: `player${i + 1}`,
      displayName: `Player${i + 1}`,
      wageredCents: (players - i) * 10_000 + 55,
      favoriteGameTitle: i % 2 ? 'Sweet Bonanza' : null,
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(wagers).values(rows.slice(i, i + 1000));
  }
  return { platform: platform!, period: period! };
}

/** A store item: active, counted stock of 10, no per-user limit, unless told otherwise. */
export async function createStoreItem(db: Db, fields: Partial<typeof storeItems.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(storeItems)
    .values({ name: `Item ${n}`, description: `Reward number ${n}`, cost: 100, quantity: 10, ...fields })
    .returning();
  return row!;
}

/**
 * A raffle open for a day: free, points (10 a ticket, at most 20 per member) and password ('Open Sesame')
 * entries, 3 winners, unless told otherwise. Answers its id.
 */
export function createRaffle(db: Db, fields: Partial<RaffleInput> = {}) {
  const n = next();
  return insertRaffle(
    db,
    {
      title: `Raffle ${n}`,
      description: `Prize number ${n}`,
      image: null,
      start_datetime: new Date(Date.now() - 3_600_000).toISOString(),
      end_datetime: new Date(Date.now() + 86_400_000).toISOString(),
      number_of_winners: 3,
      allow_passwordless_entry: true,
      allow_points_entry: true,
      points_per_entry: 10,
      max_tickets_per_member: 20,
      password: 'Open Sesame',
      ...fields,
    },
    null,
  );
}
