import { affiliateSchema } from '@podium/shared/affiliates/schemas';
import { auditPageSchema } from '@podium/shared/audit/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createAffiliate } from '../helpers/factories.ts';

const ctx = useTestApp();
const admin = () => signedIn(ctx, 'boss', 'Admin');

const envelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({ success: z.literal(true), data, message: z.string().nullable(), errors: z.null() });

const affiliate = {
  name: 'Roobet',
  logo_url: 'https://cdn.example/roobet.svg',
  code: 'PODIUM',
  benefits: ['Instant rakeback'],
  redirect_url: 'https://roobet.com/?ref=podium',
};

describe('GET /api/r/affiliates', () => {
  it('lists affiliates in their order with exactly the SPEC fields', async () => {
    await createAffiliate(ctx.db, { name: 'Second', sortOrder: 2, benefits: ['10% rakeback'], code: 'TWO' });
    await createAffiliate(ctx.db, { name: 'First', sortOrder: 1, logoUrl: '/affiliates/first.svg' });
    const body = envelope(z.array(affiliateSchema.strict())).parse(
      json(await ctx.app.inject('/api/r/affiliates')),
    );
    expect(body.data.map((a) => a.name)).toEqual(['First', 'Second']);
    expect(body.data[1]).toMatchObject({ code: 'TWO', benefits: ['10% rakeback'] });
    expect(body.data[0]?.logo_url).toBe('/affiliates/first.svg');
  });

  it('answers an empty list when there are none', async () => {
    expect(json(await ctx.app.inject('/api/r/affiliates')).data).toEqual([]);
  });
});

describe('admin: affiliates', () => {
  it('creates, edits and deletes an affiliate', async () => {
    const a = await admin();
    const created = await a.post('/api/admin/affiliates', affiliate);
    expect(created.statusCode).toBe(201);
    const id = (json(created).data as { id: number }).id;
    const edited = await a.put(`/api/admin/affiliates/${id}`, {
      ...affiliate,
      code: 'NEWCODE',
      benefits: [],
    });
    expect(json(edited).data).toMatchObject({ id, code: 'NEWCODE', benefits: [] });
    expect((await a.delete(`/api/admin/affiliates/${id}`)).statusCode).toBe(200);
    expect(json(await a.get('/api/admin/affiliates')).data).toEqual([]);
    expect((await a.delete(`/api/admin/affiliates/${id}`)).statusCode).toBe(404);
    const log = auditPageSchema.parse(json(await a.get('/api/admin/audit-log')).data);
    expect(log.entries.map((e) => [e.action, e.target_id, e.before, e.after])).toEqual([
      ['affiliates.delete', String(id), { ...affiliate, code: 'NEWCODE', benefits: [] }, null],
      [
        'affiliates.update',
        String(id),
        { code: 'PODIUM', benefits: ['Instant rakeback'] },
        { code: 'NEWCODE', benefits: [] },
      ],
      ['affiliates.create', String(id), null, affiliate],
    ]);
  });

  it('validates an affiliate with field errors', async () => {
    const a = await admin();
    const res = await a.post('/api/admin/affiliates', { ...affiliate, name: '', redirect_url: 'roobet.com' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).errors as object).sort()).toEqual(['name', 'redirect_url']);
  });

  it('appends new affiliates at the end and reorders them', async () => {
    const a = await admin();
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C']) {
      ids.push(
        (json(await a.post('/api/admin/affiliates', { ...affiliate, name })).data as { id: number }).id,
      );
    }
    const names = async () =>
      (json(await ctx.app.inject('/api/r/affiliates')).data as { name: string }[]).map((x) => x.name);
    expect(await names()).toEqual(['A', 'B', 'C']);
    const res = await a.post('/api/admin/affiliates/reorder', { ids: [ids[2], ids[0], ids[1]] });
    expect(res.statusCode).toBe(200);
    expect(await names()).toEqual(['C', 'A', 'B']);
  });

  it('refuses an order that leaves an affiliate out or names one twice', async () => {
    const a = await admin();
    const x = await createAffiliate(ctx.db);
    const y = await createAffiliate(ctx.db);
    expect((await a.post('/api/admin/affiliates/reorder', { ids: [x.id] })).statusCode).toBe(400);
    expect((await a.post('/api/admin/affiliates/reorder', { ids: [x.id, x.id] })).statusCode).toBe(400);
    expect((await a.post('/api/admin/affiliates/reorder', { ids: [x.id, y.id, 999] })).statusCode).toBe(400);
  });
});
