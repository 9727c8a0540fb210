import type { CasinoAccountPage, MemberCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import { asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { casinoAccounts } from '../../src/features/casino-accounts/casino-accounts.table.ts';
import type { Agent, TestContext } from '../helpers/app.ts';
import { json } from '../helpers/app.ts';

export const links = (
  crypto: string | null,
  crypto2: string | null = null,
  crypto3: string | null = null,
) => ({
  crypto,
  crypto2,
  crypto3,
});

/** POST /api/r/profile/update with the three casino usernames. */
export async function link(agent: Agent, crypto: string | null, crypto2: string | null = null) {
  const res = await agent.post('/api/r/profile/update', links(crypto, crypto2));
  return {
    status: res.statusCode,
    body: json<{
      code?: string;
      errors: Record<string, string[]> | null;
      casino_accounts: MemberCasinoAccount[];
    }>(res),
  };
}

export const accountRows = (ctx: TestContext) =>
  ctx.db.select().from(casinoAccounts).orderBy(asc(casinoAccounts.id));

export async function accountByKey(ctx: TestContext, key: string) {
  const [row] = await ctx.db.select().from(casinoAccounts).where(eq(casinoAccounts.accountKey, key));
  return row!;
}

export async function queue(admin: Agent, query = ''): Promise<CasinoAccountPage> {
  const res = await admin.get(`/api/admin/casino-accounts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: CasinoAccountPage }>(res).data;
}

export const decide = (admin: Agent, id: number, action: 'verify' | 'refuse' | 'move', body: object = {}) =>
  admin.post(`/api/admin/casino-accounts/${id}/${action}`, body);

export const verify = async (admin: Agent, id: number) => {
  const res = await decide(admin, id, 'verify');
  expect(res.statusCode, res.body).toBe(200);
};

export const casinoAudit = (ctx: TestContext) =>
  ctx.db.select().from(auditLog).where(like(auditLog.action, 'casino-accounts.%')).orderBy(asc(auditLog.id));
