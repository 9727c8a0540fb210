import { auditPageSchema } from '@podium/shared/audit/schemas';
import { siteSettingsSchema } from '@podium/shared/site-settings/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, signedIn, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();
const admin = () => signedIn(ctx, 'boss', 'Admin');

const envelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({ success: z.literal(true), data, message: z.string().nullable(), errors: z.null() });

describe('GET /api/r/settings', () => {
  it('answers the settings in the envelope, with the default theme before an admin saved anything', async () => {
    const res = await ctx.app.inject('/api/r/settings');
    expect(res.statusCode).toBe(200);
    const body = envelope(siteSettingsSchema).parse(res.json());
    expect(body.data.site_name).toBe('Podium');
    expect(body.data.casino).toEqual({
      crypto1_label: expect.any(String),
      crypto2_label: expect.any(String),
      crypto3_label: expect.any(String),
    });
    expect(body.data.theme.primary_color).toBe('#a78bfa');
    expect(body.data.theme.background_start).toBe('#0f172a');
  });
});

describe('admin: site settings', () => {
  it('saves settings and theme and answers them back', async () => {
    const a = await admin();
    const current = json(await a.get('/api/admin/settings')).data as Record<string, unknown>;
    const theme = { ...(current.theme as object), primary_color: '#22c55e', show_nav_logo: false };
    const res = await a.put('/api/admin/settings', { ...current, site_name: 'Spin City', theme });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Settings saved');
    const saved = json(await a.get('/api/admin/settings')).data as {
      site_name: string;
      theme: { primary_color: string };
    };
    expect(saved.site_name).toBe('Spin City');
    expect(saved.theme.primary_color).toBe('#22c55e');
    // On record: only the fields that changed, old → new, the theme's field by field.
    const log = auditPageSchema.parse(json(await a.get('/api/admin/audit-log')).data);
    expect(log.entries).toEqual([
      expect.objectContaining({
        actor: { id: expect.any(Number), username: 'boss' },
        action: 'site-settings.update',
        target_type: 'site_settings',
        target_id: '1',
        before: { site_name: 'Podium', theme: { primary_color: '#a78bfa', show_nav_logo: true } },
        after: { site_name: 'Spin City', theme: { primary_color: '#22c55e', show_nav_logo: false } },
        request_id: res.headers['x-request-id'],
      }),
    ]);
  });

  it('records a save that changes nothing too, with no change to show', async () => {
    const a = await admin();
    const current = json(await a.get('/api/admin/settings')).data as Record<string, unknown>;
    expect((await a.put('/api/admin/settings', current)).statusCode).toBe(200);
    const log = auditPageSchema.parse(json(await a.get('/api/admin/audit-log')).data);
    expect(log.entries).toEqual([
      expect.objectContaining({ action: 'site-settings.update', before: null, after: null }),
    ]);
  });

  it('refuses bad settings with field errors and keeps the old ones', async () => {
    const a = await admin();
    const current = json(await a.get('/api/admin/settings')).data as Record<string, unknown>;
    const res = await a.put('/api/admin/settings', {
      ...current,
      site_name: '  ',
      affiliate_url: 'javascript:alert(1)',
      theme: { ...(current.theme as object), accent_color: 'red;}' },
    });
    expect(res.statusCode).toBe(400);
    const errors = json(res).errors as Record<string, string[]>;
    expect(errors.site_name).toEqual(['Site name is required']);
    expect(errors.affiliate_url).toEqual(['Enter a full link starting with https://']);
    expect(errors['theme.accent_color']?.[0]).toMatch(/colour/);
    expect((json(await a.get('/api/admin/settings')).data as { site_name: string }).site_name).toBe('Podium');
  });
});
