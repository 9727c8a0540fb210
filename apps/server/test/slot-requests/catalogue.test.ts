import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { slotCatalogue } from '../../src/features/slot-requests/slot-requests.table.ts';
import { json, useTestApp } from '../helpers/app.ts';
import { boss, expectRefusal, member } from './fixtures.ts';

const ctx = useTestApp();
const importCsv = (agent: Awaited<ReturnType<typeof boss>>, csv: string) =>
  agent.post('/api/admin/slot-requests/slots/import', { csv });

describe('the slot catalogue', () => {
  it('imports a CSV (header, provider, https images only), keeps known names and is on record', async () => {
    const admin = await boss(ctx);
    const csv = [
      'name,provider,image',
      'Gates of Olympus,Pragmatic Play,https://cdn.example/gates.png',
      '"Jammin\' Jars, Deluxe",Push Gaming,http://insecure.example/j.png',
      'gates of olympus,Someone Else,',
    ].join('\n');
    const res = await importCsv(admin, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ data: { added: 2, known: 0 }, message: '2 slots added' });
    const again = await importCsv(admin, 'Gates of Olympus\nSugar Rush,Pragmatic Play');
    expect(json(again)).toMatchObject({
      data: { added: 1, known: 1 },
      message: '1 slot added, 1 already in the catalogue',
    });
    const rows = await ctx.db.select().from(slotCatalogue).orderBy(slotCatalogue.id);
    expect(rows.map((r) => [r.name, r.provider, r.image])).toEqual([
      ['Gates of Olympus', 'Pragmatic Play', 'https://cdn.example/gates.png'],
      ["Jammin' Jars, Deluxe", 'Push Gaming', null],
      ['Sugar Rush', 'Pragmatic Play', null],
    ]);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-requests.import'));
    expect(audit).toHaveLength(2);
  });

  it('refuses a line without a name by its number, and a misplaced quote, changing nothing', async () => {
    const admin = await boss(ctx);
    expectRefusal(
      await importCsv(admin, 'Mental,Nolimit City\n,No name'),
      400,
      'slot_requests.csv_line',
      'Line 2: a slot needs a name (name, provider, image)',
    );
    expectRefusal(await importCsv(admin, 'Mental,Nolimit "City"'), 400, 'slot_requests.csv_quote');
    expect(await ctx.db.select().from(slotCatalogue)).toEqual([]);
  });

  it('searches by name, names starting with the words first; members cannot import', async () => {
    const admin = await boss(ctx);
    await importCsv(admin, 'Big Bass Bonanza\nSweet Bonanza\nBonanza');
    const lena = await member(ctx, 'lena');
    const res = await lena.agent.get('/api/r/slot-requests/slots?q=bonanza');
    expect(json<{ data: { name: string }[] }>(res).data.map((s) => s.name)).toEqual([
      'Bonanza',
      'Sweet Bonanza',
      'Big Bass Bonanza',
    ]);
    expect((await importCsv(lena.agent, 'Mental')).statusCode).toBe(403);
  });
});
