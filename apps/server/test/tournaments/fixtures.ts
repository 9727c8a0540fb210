import type { Tournament, TournamentDetail, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, json, signedIn, type TestContext } from '../helpers/app.ts';

export const A = '/api/admin/tournaments';
export const rates = {
  points_per_correct: 10,
  xp_per_correct: 5,
  perfect_bonus_points: 100,
  perfect_bonus_xp: 50,
};

export const slotNames = (size: number) => Array.from({ length: size }, (_, i) => `Slot ${i + 1}`);

/** A tournament made by the admin through the API (predictions open unless `open: false`). */
export async function makeTournament(admin: Agent, size = 4, { open = true, name = `Bracket ${size}` } = {}) {
  const res = await admin.post(A, {
    name,
    size,
    slots: slotNames(size).map((n) => ({ name: n, user_id: null })),
    ...rates,
  });
  expect(res.statusCode, res.body).toBe(201);
  const t = json<{ data: Tournament }>(res).data;
  if (open) await admin.put(`${A}/${t.id}`, { predictions_active: true });
  return t;
}

export async function detail(agent: Agent, id: number): Promise<TournamentDetail> {
  const res = await agent.get(`/api/r/tournaments/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TournamentDetail }>(res).data;
}

export const predict = (agent: Agent, id: number, predictions: unknown) =>
  agent.post(`/api/r/tournaments/${id}/predict`, { predictions });

/** Records a match's result: slot 1 wins unless `winner` is 2. */
export async function record(admin: Agent, t: { id: number }, match: TournamentMatch, winner: 1 | 2 = 1) {
  const res = await admin.post(`${A}/${t.id}/matches/${match.id}/result`, {
    slot1_multiplier: winner === 1 ? 12.34 : 1.5,
    slot2_multiplier: winner === 1 ? 2 : 7.25,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Tournament }>(res).data;
}

export const byRound = (t: Tournament, round: number) => t.matches.filter((m) => m.round === round);

export async function memberId(ctx: TestContext, username: string) {
  return (await findUserByUsername(ctx.db, username))!.id;
}

export async function balance(ctx: TestContext, id: number) {
  const [row] = await ctx.db
    .select({ points: users.points, xp: users.xp })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

export const tournamentLedger = (ctx: TestContext, userId: number) =>
  ctx.db
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId)))
    .then((rows) => rows.filter((r) => r.kind.startsWith('tournament')));

export { signedIn };
