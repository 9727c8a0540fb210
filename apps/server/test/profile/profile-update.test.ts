import { currentUserSchema } from '@podium/shared/common/user';
import { describe, expect, it } from 'vitest';
import { defaultSettings, saveSettings } from '../../src/features/site-settings/site-settings.repository.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();

interface UpdateBody {
  success: boolean;
  message: string;
  code?: string;
  data: unknown;
  user: Record<string, unknown>;
  errors: Record<string, string[]> | null;
}
const update = async (agent: Agent, payload: unknown) => {
  const res = await agent.post('/api/r/profile/update', payload);
  return { status: res.statusCode, body: json<UpdateBody>(res) };
};
const row = async (username: string) => (await findUserByUsername(ctx.db, username))!;
const casinos = (crypto: string | null, crypto2: string | null = null, crypto3: string | null = null) => ({
  crypto,
  crypto2,
  crypto3,
});
const noSocials = { twitter_user: '', instagram_user: '', youtube_user: '', tiktok_user: '' };

describe('POST /api/r/profile/update: bio', () => {
  it('saves the bio and answers the updated current user in `user` (and `data`)', async () => {
    const me = await signedIn(ctx, 'writer');
    const { status, body } = await update(me, { bio: 'Slots & chill' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully!', errors: null });
    expect(currentUserSchema.strict().parse(body.user)).toMatchObject({
      username: 'writer',
      bio: 'Slots & chill',
    });
    expect(body.data).toEqual(body.user);
    expect((await row('writer')).bio).toBe('Slots & chill');
  });

  it('accepts exactly 500 characters and refuses 501 with a field error', async () => {
    const me = await signedIn(ctx, 'writer');
    expect((await update(me, { bio: 'a'.repeat(500) })).status).toBe(200);
    const { status, body } = await update(me, { bio: 'b'.repeat(501) });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({ bio: ['Bio must be at most 500 characters'] });
    expect((await row('writer')).bio).toBe('a'.repeat(500));
  });

  it('clears the bio when it is blank', async () => {
    const me = await signedIn(ctx, 'writer');
    await update(me, { bio: 'something' });
    expect((await update(me, { bio: '   ' })).body.user.bio).toBeNull();
  });

  it('refuses a bio that is not text', async () => {
    const me = await signedIn(ctx, 'writer');
    const { status, body } = await update(me, { bio: 42 });
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty('bio');
  });
});

describe('POST /api/r/profile/update: casino usernames', () => {
  it('saves trimmed casino usernames, blank ones as null', async () => {
    const me = await signedIn(ctx, 'gambler');
    const { status, body } = await update(me, casinos('  RoobetRick  ', '', 'shuffle_rick'));
    expect(status).toBe(200);
    expect(body.message).toBe('Connections updated successfully!');
    expect(body.user).toMatchObject({ crypto: 'RoobetRick', crypto2: null, crypto3: 'shuffle_rick' });
  });

  it('refuses a casino username another member holds for that casino, whatever its case (409)', async () => {
    const first = await signedIn(ctx, 'first');
    await update(first, casinos('TakenName', 'gam_one', 'shuf_one'));
    const second = await signedIn(ctx, 'second');
    const { status, body } = await update(second, casinos('takenNAME'));
    expect(status).toBe(409);
    expect(body.message).toBe('This Roobet Username is already linked to another member.');
    expect(body.code).toBe('profile.casino_taken');
    expect(body.errors).toEqual({ crypto: ['This Roobet Username is already linked to another member.'] });
    const c2 = await update(second, casinos(null, 'GAM_ONE'));
    expect([c2.status, c2.body.errors]).toEqual([
      409,
      { crypto2: ['This Gamdom Username is already linked to another member.'] },
    ]);
    const c3 = await update(second, casinos(null, null, 'Shuf_One'));
    expect(c3.body.errors).toEqual({
      crypto3: ['This Shuffle Username is already linked to another member.'],
    });
    expect(await row('second')).toMatchObject({ crypto: null, crypto2: null, crypto3: null });
  });

  it('allows the same name at a different casino, and keeping one’s own name', async () => {
    const first = await signedIn(ctx, 'first');
    await update(first, casinos('samename'));
    const second = await signedIn(ctx, 'second');
    expect((await update(second, casinos(null, 'samename'))).status).toBe(200);
    expect((await update(first, casinos('SameName'))).status).toBe(200);
  });

  it('names the casino with the labels from the site settings', async () => {
    await saveSettings(ctx.db, {
      ...defaultSettings,
      casino: { crypto1_label: 'Stake Username', crypto2_label: 'B', crypto3_label: 'C' },
    });
    ctx.cache.invalidate();
    const first = await signedIn(ctx, 'first');
    await update(first, casinos('dup'));
    const { body } = await update(await signedIn(ctx, 'second'), casinos('DUP'));
    expect(body.message).toBe('This Stake Username is already linked to another member.');
  });

  it('refuses malformed casino usernames and a missing field with field errors', async () => {
    const me = await signedIn(ctx, 'gambler');
    const { status, body } = await update(me, casinos('has space', 'x'.repeat(65), '<b>'));
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['crypto', 'crypto2', 'crypto3']);
    const missing = await update(me, { crypto: 'only' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['crypto2', 'crypto3']);
  });
});

describe('POST /api/r/profile/update: social media', () => {
  it('saves handles without a leading @, blank ones as null', async () => {
    const me = await signedIn(ctx, 'social');
    const { status, body } = await update(me, {
      twitter_user: '@rick_x',
      instagram_user: 'rick.gram',
      youtube_user: ' @Rick-Tube ',
      tiktok_user: '',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Social media links updated successfully!');
    expect(body.user).toMatchObject({
      twitter_user: 'rick_x',
      instagram_user: 'rick.gram',
      youtube_user: 'Rick-Tube',
      tiktok_user: null,
    });
  });

  it('refuses handles that break each platform’s format, field by field', async () => {
    const me = await signedIn(ctx, 'social');
    const { status, body } = await update(me, {
      twitter_user: 'way_too_long_for_x_1',
      instagram_user: 'bad..dots',
      youtube_user: 'ab',
      tiktok_user: 'no spaces',
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'instagram_user',
      'tiktok_user',
      'twitter_user',
      'youtube_user',
    ]);
    expect(body.errors?.twitter_user).toEqual(['X (Twitter) usernames are 1–15 letters, digits or _']);
  });
});

describe('POST /api/r/profile/update: one section, own data only', () => {
  it('refuses a payload mixing sections, with a field error on the fields that do not belong', async () => {
    const me = await signedIn(ctx, 'mixer');
    const { status, body } = await update(me, { ...noSocials, bio: 'hi' });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['bio']);
    expect((await row('mixer')).bio).toBeNull();
  });

  it('refuses unknown fields, an empty object and a body that is not an object', async () => {
    const me = await signedIn(ctx, 'mixer');
    const unknown = await update(me, { bio: 'hi', role: 'Admin' });
    expect([unknown.status, Object.keys(unknown.body.errors ?? {})]).toEqual([400, ['role']]);
    expect((await row('mixer')).role).toBe('Member');
    expect((await update(me, {})).status).toBe(400);
    expect((await update(me, [1, 2])).status).toBe(400);
    expect((await update(me, { points: 1_000_000 })).status).toBe(400);
  });

  it('cannot be pointed at another member: a user id is refused and the other member is untouched', async () => {
    const victim = await createUser(ctx.db, { username: 'victim' });
    const me = await signedIn(ctx, 'attacker');
    for (const payload of [
      { bio: 'pwned', user_id: victim.id },
      { bio: 'pwned', id: victim.id },
      { bio: 'pwned', username: 'victim' },
    ]) {
      expect((await update(me, payload)).status).toBe(400);
    }
    expect((await update(me, { bio: 'mine' })).body.user.username).toBe('attacker');
    expect((await row('victim')).bio).toBeNull();
  });

  it('needs a signed-in member (401) and the CSRF token (403)', async () => {
    const anon = await visitor(ctx);
    expect((await update(anon, { bio: 'x' })).status).toBe(401);
    const me = await signedIn(ctx, 'writer');
    const res = await me.request({
      method: 'POST',
      url: '/api/r/profile/update',
      payload: { bio: 'x' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await row('writer')).bio).toBeNull();
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const me = await signedIn(ctx, 'writer');
    const res = await me.request({
      method: 'POST',
      url: '/api/r/profile/update',
      headers: { 'content-type': 'application/json' },
      payload: '{"bio":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/r/profile/update: rate limit', () => {
  it('allows 30 saves a minute per member, then answers 429; other members are unaffected', async () => {
    const busy = await signedIn(ctx, 'busy');
    for (let i = 0; i < 30; i++) expect((await update(busy, { bio: `v${i}` })).status).toBe(200);
    const limited = await update(busy, { bio: 'one too many' });
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
    expect(limited.body.code).toBe('rate_limited');
    expect((await update(await signedIn(ctx, 'calm'), { bio: 'fine' })).status).toBe(200);
  });
});

describe('one member per casino username under concurrency', () => {
  it('two members claiming the same casino name at the same moment: one wins, one gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signedIn(ctx, `ra${round}`);
      const b = await signedIn(ctx, `rb${round}`);
      const results = await Promise.all([
        update(a, casinos(`Contested${round}`)),
        update(b, casinos(`contested${round}`)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const owners = [await row(`ra${round}`), await row(`rb${round}`)].filter((u) => u.crypto !== null);
      expect(owners).toHaveLength(1);
    }
  });
});
