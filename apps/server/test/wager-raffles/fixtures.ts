import type { CasinoAccountStatus } from '@podium/shared/common/casino-accounts';
import type { WagerRaffleInput } from '@podium/shared/wager-raffles/admin';
import type { WagerRaffleDetail } from '@podium/shared/wager-raffles/schemas';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  leaderboardPeriods,
  leaderboardPlatforms,
  wagers,
} from '../../src/features/leaderboard/leaderboard.table.ts';
import { insertWagerRaffle } from '../../src/features/wager-raffles/admin-wager-raffles.usecases.ts';
import { type Agent, json } from '../helpers/app.ts';
import { type CasinoLinks, linkCasino } from '../helpers/casino-accounts.ts';
import { createUser } from '../helpers/factories.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let n = 0;

/** A casino (leaderboard platform) matched through a Settings slot, with one period [start, end). */
export async function casino(db: Db, slot: 1 | 2 | 3, period: { start: number; end: number }) {
  n++;
  const [platform] = await db
    .insert(leaderboardPlatforms)
    .values({
      slug: `wr-casino-${n}`,
      name: `Casino ${n}`,
      provider: 'manual',
      casinoSlot: slot,
      sortOrder: n,
    })
    .returning();
  const periodId = await addPeriod(db, platform!.id, period);
  return { id: platform!.id, periodId };
}

export async function addPeriod(db: Db, platformId: number, period: { start: number; end: number }) {
  const [row] = await db
    .insert(leaderboardPeriods)
    .values({
      platformId,
      startsAt: new Date(Date.now() + period.start),
      endsAt: new Date(Date.now() + period.end),
    })
    .returning();
  return row!.id;
}

/** The wager table's row for a player (keys are lower-cased usernames), in dollars. */
export async function wager(db: Db, periodId: number, playerKey: string, dollars: number) {
  await db
    .insert(wagers)
    .values({ periodId, playerKey, displayName: playerKey, wageredCents: Math.round(dollars * 100) })
    .onConflictDoUpdate({
      target: [wagers.periodId, wagers.playerKey],
      set: { wageredCents: Math.round(dollars * 100) },
    });
}

/** A member with casino usernames in Settings (crypto, crypto2, crypto3), verified unless `status` says (042). */
export async function player(
  db: Db,
  username: string,
  names: CasinoLinks = {},
  status: CasinoAccountStatus = 'verified',
) {
  const user = await createUser(db, { username });
  await linkCasino(db, user.id, names, status);
  return user.id;
}

export function raffleInput(casinoIds: number[], fields: Partial<WagerRaffleInput> = {}): WagerRaffleInput {
  return {
    name: `Wager raffle ${++n}`,
    description: 'Every $10 is a ticket',
    image: null,
    casino_ids: casinoIds,
    starts_at: iso(-2 * DAY),
    end_date: iso(DAY),
    dollars_per_ticket: 10,
    auto_draw: true,
    allow_multiple_wins: false,
    prizes: [
      { prize_type: 'points', prize_value: 500, description: 'Points' },
      { prize_type: 'cash', prize_value: 25, description: 'Cash tip' },
      { prize_type: 'custom', prize_value: null, description: 'Hoodie' },
    ],
    ...fields,
  };
}

export const createWagerRaffle = (db: Db, casinoIds: number[], fields: Partial<WagerRaffleInput> = {}) =>
  db.transaction((tx) => insertWagerRaffle(tx, raffleInput(casinoIds, fields), null));

export async function detailOf(agent: Agent, id: number): Promise<WagerRaffleDetail> {
  const res = await agent.get(`/api/r/wager-raffles/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: WagerRaffleDetail }>(res).data;
}
