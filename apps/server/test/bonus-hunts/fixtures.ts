import type { BonusHuntCurrent, HuntAdminDetail, HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, json, type TestContext } from '../helpers/app.ts';

export const A = '/api/admin/bonus-hunts';
export const R = '/api/r/bonus-hunts';

export const games = [
  { slot_name: 'Gates of Olympus', provider: 'Pragmatic Play', slot_bet: 2, slot_image: null },
  { slot_name: 'Wanted Dead or a Wild', provider: 'Hacksaw Gaming', slot_bet: 1, slot_image: '' },
  { slot_name: 'Mental', provider: 'Nolimit City', slot_bet: 1.5, slot_image: 'https://example.com/m.png' },
];

/**
 * A running hunt made by the admin through the API, with three games (predictions open unless told).
 * `beside: true` confirms starting it while another runs (decision 045).
 */
export async function makeHunt(
  admin: Agent,
  { open = true, prize_points = 100, prize_xp = 20, title = 'Test hunt', beside = false } = {},
) {
  const res = await admin.post(A, {
    title,
    start_balance: 1000,
    prize_points,
    prize_xp,
    predictions_active: open,
    ...(beside ? { confirm_concurrent: true } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  let detail = json<{ data: HuntAdminDetail }>(res).data;
  for (const g of games) {
    const added = await admin.post(`${A}/${detail.hunt.id}/games`, g);
    expect(added.statusCode, added.body).toBe(201);
    detail = json<{ data: HuntAdminDetail }>(added).data;
  }
  return detail;
}

export const predict = (agent: Agent, huntId: number, body: unknown) =>
  agent.post(`${R}/${huntId}/predict`, body);

export async function recordWin(
  admin: Agent,
  huntId: number,
  gameId: number,
  slot_win: number,
  reason?: string,
) {
  const res = await admin.post(`${A}/${huntId}/games/${gameId}/win`, {
    slot_win,
    ...(reason ? { reason } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: HuntAdminDetail }>(res).data;
}

export async function current(agent: Agent): Promise<BonusHuntCurrent> {
  const res = await agent.get(`${R}/current`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: BonusHuntCurrent }>(res).data;
}

export async function predictions(agent: Agent, huntId: number): Promise<HuntPrediction[]> {
  const res = await agent.get(`${R}/${huntId}/predictions`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: HuntPrediction[] }>(res).data;
}

export async function memberId(ctx: TestContext, username: string): Promise<number> {
  return (await findUserByUsername(ctx.db, username))!.id;
}

export async function balance(ctx: TestContext, userId: number) {
  const [row] = await ctx.db
    .select({ points: users.points, xp: users.xp })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** The member's ledger rows from bonus hunts. */
export const huntLedger = (ctx: TestContext, userId: number) =>
  ctx.db
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), like(pointsTransactions.kind, 'bonus_hunt%')));
