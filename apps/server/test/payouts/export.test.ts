import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { requestPayout } from '../../src/features/payouts/payouts.usecases.ts';
import { signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { platform } from '../vip/fixtures.ts';

const ctx = useTestApp();
const url = '/api/admin/payouts/export.csv';
const header = 'id,member,casino,casino_username,amount,description,status,reference,decided_at';

async function owe(
  userId: number,
  sourceId: number,
  cents: number,
  fields: Partial<typeof payouts.$inferInsert> = {},
) {
  return requestPayout(ctx.db, {
    userId,
    source: 'vip_reward',
    sourceId,
    amountCents: cents,
    description: `Reward ${sourceId}`,
    platformId: null,
    casinoUsername: `casino_${userId}`,
    ...fields,
  });
}

const lines = (body: string) => body.split('\r\n').filter(Boolean);

describe('payout CSV export (decision 043)', () => {
  it('Admins only: visitors 401, moderators 403', async () => {
    expect((await (await visitor(ctx)).get(url)).statusCode).toBe(401);
    expect((await (await signedIn(ctx, 'mod', 'Moderator')).get(url)).statusCode).toBe(403);
  });

  it('answers text/csv with a header row and the paid payouts, dollars with 2 decimals; on record', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const gamdom = await platform(ctx, 'Gamdom', 2);
    const ann = await createUser(ctx.db, { username: 'ann' });
    const paid = await owe(ann.id, 1, 1050, { platformId: gamdom.id, casinoUsername: 'Ann_G' });
    await owe(ann.id, 2, 2500);
    await admin.post(`/api/admin/payouts/${paid}/paid`, { reference: 'TIP-9' });
    const [decided] = await ctx.db.select().from(payouts).where(eq(payouts.id, paid));

    const res = await admin.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payouts-paid-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(lines(res.body)).toEqual([
      header,
      `${paid},ann,Gamdom,Ann_G,10.50,Reward 1,paid,TIP-9,${decided!.decidedAt!.toISOString()}`,
    ]);
    const pending = lines((await admin.get(`${url}?status=pending`)).body);
    expect(pending.slice(1).map((l) => l.split(',').slice(4, 9))).toEqual([
      ['25.00', 'Reward 2', 'pending', '', ''],
    ]);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payouts.export'))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.after)).toEqual([
      { status: 'paid', from: null, to: null, rows: 1 },
      { status: 'pending', from: null, to: null, rows: 1 },
    ]);
    expect((await admin.get(`${url}?status=lost`)).statusCode).toBe(400);
    expect((await admin.get(`${url}?from=yesterday`)).statusCode).toBe(400);
  });

  it('escapes commas, quotes and line breaks, and neutralises formulas', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const eve = await createUser(ctx.db, { username: 'eve' });
    await owe(eve.id, 1, 100, {
      casinoUsername: '=HYPERLINK("http://evil","x")',
      description: 'Tip, "big"\none',
    });
    await owe(eve.id, 2, 100, { casinoUsername: '@SUM(A1)', description: '+1' });
    await owe(eve.id, 3, 100, { casinoUsername: '-2', description: 'plain' });
    const body = (await admin.get(`${url}?status=pending`)).body;
    expect(body).toContain(',"\'=HYPERLINK(""http://evil"",""x"")",1.00,"Tip, ""big""\none",pending,,\r\n');
    expect(body).toContain(",'@SUM(A1),1.00,'+1,pending,,\r\n");
    expect(body).toContain(",'-2,1.00,plain,pending,,\r\n");
  });

  it('filters by day, inclusive (UTC), on when it was decided', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const ann = await createUser(ctx.db, { username: 'ann' });
    const early = await owe(ann.id, 1, 100);
    const late = await owe(ann.id, 2, 200);
    await admin.post(`/api/admin/payouts/${early}/paid`, { reference: 'A' });
    await admin.post(`/api/admin/payouts/${late}/paid`, { reference: 'B' });
    await ctx.db
      .update(payouts)
      .set({ decidedAt: new Date('2026-03-01T23:59:00Z') })
      .where(eq(payouts.id, early));
    await ctx.db
      .update(payouts)
      .set({ decidedAt: new Date('2026-03-02T00:00:00Z') })
      .where(eq(payouts.id, late));
    const ids = async (q: string) =>
      lines((await admin.get(`${url}?${q}`)).body)
        .slice(1)
        .map((l) => Number(l.split(',')[0]));
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual([early]);
    expect(await ids('from=2026-03-02')).toEqual([late]);
    expect(await ids('to=2026-03-02')).toEqual([early, late]);
  });
});
