import { auditPageSchema } from '@podium/shared/audit/schemas';
import { trustMessages } from '@podium/shared/trust/messages';
import type { TrustPage } from '@podium/shared/trust/schemas';
import { describe, expect, it } from 'vitest';
import { trustDefaults } from '../../src/features/trust/trust.defaults.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';

const ctx = useTestApp();

const publicPage = async (slug: string) =>
  json<{ data: TrustPage }>(await (await visitor(ctx)).get(`/api/r/trust/${slug}`)).data;

describe('resetting a trust page to its default text ("Reset to defaults", decision 053)', () => {
  it('forgets the admin’s text: the page reads its built-in text again, and the change is on record', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const edited = { title: 'Our Privacy', body: 'We keep everything.' };
    expect((await admin.put('/api/admin/trust/privacy', edited)).statusCode).toBe(200);
    expect(await publicPage('privacy')).toMatchObject(edited);

    const res = await admin.delete('/api/admin/trust/privacy');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(trustMessages.reset);
    expect(json<{ data: TrustPage }>(res).data).toMatchObject({ ...trustDefaults.privacy, updated_at: null });
    expect(await publicPage('privacy')).toMatchObject({ ...trustDefaults.privacy, updated_at: null });

    const [entry] = auditPageSchema.parse(json(await admin.get('/api/admin/audit-log')).data).entries;
    expect(entry).toMatchObject({
      action: 'trust.reset',
      target_type: 'trust_page',
      target_id: 'privacy',
      before: { title: 'Our Privacy', body: 'We keep everything.' },
      after: { title: trustDefaults.privacy.title },
    });
  });

  it('is for admins only, and names no page that is not a trust page', async () => {
    const moderator = await signedIn(ctx, 'mod', 'Moderator');
    expect((await moderator.delete('/api/admin/trust/terms')).statusCode).toBe(403);
    expect((await (await visitor(ctx)).delete('/api/admin/trust/terms')).statusCode).toBe(401);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await admin.delete('/api/admin/trust/cookies')).statusCode).toBe(404);
  });
});
