import type { AdminClaim, Challenge } from '@podium/shared/slot-challenges/schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CHALLENGES_KEY } from '../../src/features/slot-challenges/slot-challenges.cache.ts';
import { slotChallenges } from '../../src/features/slot-challenges/slot-challenges.table.ts';
import { type Agent, json, signedIn, type TestContext } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { createBoard } from '../helpers/factories.ts';
import { member } from '../raffles/fixtures.ts';

export { expectBalancesMatchLedger, expectRefusal, member, pointsOf } from '../raffles/fixtures.ts';

const HOUR = 3_600_000;

/** An admin agent. */
export const boss = (ctx: TestContext) => signedIn(ctx, 'boss', 'Admin');

/** A casino members link accounts for on slot 1 (crypto). */
export async function casino(ctx: TestContext) {
  const { platform } = await createBoard(ctx.db, { casinoSlot: 1, name: 'Roobet' });
  return platform;
}

/** A member holding a casino account on slot 1 in the given state (verified by default). */
export async function player(
  ctx: TestContext,
  username: string,
  status: 'verified' | 'pending' | 'refused' = 'verified',
) {
  const m = await member(ctx, username);
  await linkCasino(ctx.db, m.id, { crypto: `${username}_rb` }, status);
  return { ...m, casinoUsername: `${username}_rb` };
}

/** Posts a challenge as the admin (open now, for a day); answers it. */
export async function postChallenge(
  admin: Agent,
  platformId: number,
  body: Record<string, unknown> = {},
): Promise<Challenge> {
  const res = await admin.post('/api/admin/slot-challenges', {
    game: 'Gates of Olympus',
    min_multiplier: 1000,
    min_bet: 0.2,
    prize_type: 'points',
    prize_value: 500,
    description: '',
    platform_id: platformId,
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    places: 1,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Challenge[] }>(res).data[0]!;
}

export const claim = (agent: Agent, id: number, body: Record<string, unknown>) =>
  agent.post(`/api/r/slot-challenges/${id}/claims`, {
    bet_url: 'https://roobet.com/bets/123',
    ...body,
  });

/** Claims and answers the claim id (from the admin's queue, the newest pending of that member). */
export async function claimed(who: { agent: Agent; casinoUsername: string }, id: number) {
  const res = await claim(who.agent, id, { casino_username: who.casinoUsername });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Challenge[] }>(res).data.find((c) => c.id === id)!.my_claim!.id;
}

export const approve = (admin: Agent, claimId: number) =>
  admin.post(`/api/admin/slot-challenges/claims/${claimId}/approve`);
export const refuse = (admin: Agent, claimId: number, reason: string) =>
  admin.post(`/api/admin/slot-challenges/claims/${claimId}/refuse`, { reason });

export async function challengeOf(agent: Agent, id: number): Promise<Challenge> {
  const res = await agent.get('/api/r/slot-challenges');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Challenge[] }>(res).data.find((c) => c.id === id)!;
}

export async function queue(admin: Agent): Promise<AdminClaim[]> {
  const res = await admin.get('/api/admin/slot-challenges/claims');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AdminClaim[] }>(res).data;
}

/**
 * Moves a challenge's window (for windows the API refuses to create), dropping the cached public list
 * as every change through the API does.
 */
export async function setWindow(ctx: TestContext, id: number, startsAt: Date, endsAt: Date) {
  await ctx.db.update(slotChallenges).set({ startsAt, endsAt }).where(eq(slotChallenges.id, id));
  ctx.cache.invalidate(CHALLENGES_KEY);
}
