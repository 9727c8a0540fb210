import { createHash } from 'node:crypto';
import { auditPageSchema } from '@podium/shared/audit/schemas';
import { trustMessages } from '@podium/shared/trust/messages';
import type { TrustPage } from '@podium/shared/trust/schemas';
import { describe, expect, it } from 'vitest';
import { TRUST_DEFAULTS_REVISED_AT, trustDefaults } from '../../src/features/trust/trust.defaults.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';

const ctx = useTestApp();

const pageOf = async (slug: string) => {
  const res = await (await visitor(ctx)).get(`/api/r/trust/${slug}`);
  return { status: res.statusCode, page: (res.json() as { data: TrustPage }).data };
};

describe('trust pages', () => {
  it('serve a default text for each page, and 404 for any other slug', async () => {
    for (const slug of ['terms', 'privacy', 'responsible-gambling']) {
      const { status, page } = await pageOf(slug);
      expect(status).toBe(200);
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.body).toContain('\n\n');
      expect(page.updated_at).toBeNull();
      expect(page.last_updated).toBe(TRUST_DEFAULTS_REVISED_AT);
    }
    expect((await pageOf('cookies')).status).toBe(404);
  });

  it('are edited by admins only, and the text is stored as typed (never HTML)', async () => {
    const body = { title: 'Our Terms', body: 'First <b>paragraph</b>.\r\n\r\nSecond one.' };
    const member = await signedIn(ctx, 'alice');
    const moderator = await signedIn(ctx, 'mod', 'Moderator');
    expect((await member.put('/api/admin/trust/terms', body)).statusCode).toBe(403);
    expect((await moderator.put('/api/admin/trust/terms', body)).statusCode).toBe(403);
    expect((await (await visitor(ctx)).put('/api/admin/trust/terms', body)).statusCode).toBe(401);
    expect((await moderator.get('/api/admin/trust')).statusCode).toBe(403);

    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.put('/api/admin/trust/terms', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(trustMessages.saved);
    const { page } = await pageOf('terms');
    expect(page).toMatchObject({ title: 'Our Terms', body: 'First <b>paragraph</b>.\n\nSecond one.' });
    expect(page.updated_at).not.toBeNull();
    expect(page.last_updated).toBe(page.updated_at);
    expect(Date.now() - Date.parse(page.last_updated)).toBeLessThan(60_000);

    const list = json<{ data: TrustPage[] }>(await admin.get('/api/admin/trust')).data;
    expect(list.map((p) => p.slug)).toEqual(['terms', 'privacy', 'responsible-gambling']);
    expect(list[0]!.title).toBe('Our Terms');
    const [entry] = auditPageSchema.parse(json(await admin.get('/api/admin/audit-log')).data).entries;
    expect(entry).toMatchObject({
      action: 'trust.update',
      target_type: 'trust_page',
      target_id: 'terms',
      after: { title: 'Our Terms', body: 'First <b>paragraph</b>.\n\nSecond one.' },
    });
  });

  it('date their built-in texts honestly: a change to those texts comes with a new revision date', () => {
    // When this fails, the built-in texts changed: set TRUST_DEFAULTS_REVISED_AT (trust.defaults.ts)
    // to now, and this fingerprint to the new one.
    const fingerprint = createHash('sha256').update(JSON.stringify(trustDefaults)).digest('hex').slice(0, 16);
    expect({ fingerprint, revised: TRUST_DEFAULTS_REVISED_AT }).toEqual({
      fingerprint: 'dcdc47b75d5d3e7c',
      revised: '2026-11-23T16:48:00.000Z',
    });
  });

  it('refuse an empty title or text with field errors, and an unknown page', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.put('/api/admin/trust/privacy', { title: ' ', body: '' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ title: ['Title is required'], body: ['Text is required'] });
    expect((await admin.put('/api/admin/trust/cookies', { title: 'x', body: 'y' })).statusCode).toBe(404);
  });
});
