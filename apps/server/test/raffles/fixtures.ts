import type { Raffle, RaffleEnterInput } from '@podium/shared/raffles/schemas';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, json, signedIn, type TestContext } from '../helpers/app.ts';

export interface Member {
  agent: Agent;
  id: number;
}

/** A signed-in member with a Kick username (unless `kick: null`) and `points` through the ledger. */
export async function member(
  ctx: TestContext,
  username: string,
  { points = 0, kick = `${username}_kick` }: { points?: number; kick?: string | null } = {},
): Promise<Member> {
  const agent = await signedIn(ctx, username);
  const id = (await findUserByUsername(ctx.db, username))!.id;
  await ctx.db.update(users).set({ kickUsername: kick }).where(eq(users.id, id));
  ctx.app.deps.sessions.dropUser(id);
  if (points > 0) await applyLedger(ctx.db, { userId: id, amount: points, kind: 'test', reason: 'Test' });
  return { agent, id };
}

export const enter = (
  agent: Agent,
  raffleId: number,
  body: Partial<RaffleEnterInput> | Record<string, unknown>,
) => agent.post(`/api/r/raffles/${raffleId}/enter`, body);

export const free = { entry_type: 'passwordless' } as const;
export const byPassword = (password: string) => ({ entry_type: 'password', password }) as const;
export const byPoints = (points_spent: number) => ({ entry_type: 'points', points_spent }) as const;

export async function raffleOf(agent: Agent, id: number): Promise<Raffle> {
  const res = await agent.get(`/api/r/raffles/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Raffle }>(res).data;
}

export const pointsOf = async (ctx: TestContext, id: number) =>
  (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;

/** Every balance equals the sum of its ledger rows, and none is negative. */
export async function expectBalancesMatchLedger(ctx: TestContext) {
  const rows = (await ctx.db.execute(sql`
    select u.id, u.points::text as points, coalesce(sum(t.amount), 0)::text as ledger
    from users u left join points_transactions t on t.user_id = u.id
    group by u.id, u.points`)) as unknown as { rows: { id: number; points: string; ledger: string }[] };
  for (const r of rows.rows) {
    expect(r.points, `member ${r.id}`).toBe(r.ledger);
    expect(Number(r.points)).toBeGreaterThanOrEqual(0);
  }
}

/** The refusal's status, code and message. */
export function expectRefusal(
  res: Parameters<typeof json>[0],
  status: number,
  code: string,
  message?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}
