import { describe, expect, it } from 'vitest';
import { Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';

const ctx = useTestApp();

describe('sessions', () => {
  it('dev sign-in sets an HttpOnly, SameSite=Lax session cookie and the page then embeds the user', async () => {
    const guest = await visitor(ctx);
    const res = await guest.post('/auth/dev-login', { username: 'lucky_lena' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'podium_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(json(res).data).toMatchObject({
      username: 'lucky_lena',
      role: 'Member',
      avatar_url: expect.stringMatching(/^\/avatars\/default-[0-4]\.svg$/),
    });

    const page = await guest.page('/leaderboard');
    const boot = JSON.parse(
      /<script id="podium-boot" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!,
    );
    expect(Object.keys(boot.user).sort()).toEqual(
      [
        'id',
        'username',
        'name',
        'kick_username',
        'avatar',
        'avatar_url',
        'role',
        'bio',
        'crypto',
        'crypto2',
        'crypto3',
        'twitter_user',
        'instagram_user',
        'youtube_user',
        'tiktok_user',
      ].sort(),
    );
    expect(boot.user.username).toBe('lucky_lena');
    expect(boot.settings.site_name).toBe('Podium');
    expect(boot.devLogin).toBe(true);
  });

  it('signs in an existing member by name, case-insensitively, and creates unknown names as Members', async () => {
    const guest = await visitor(ctx);
    const first = json(await guest.post('/auth/dev-login', { username: 'Spinner' })).data as { id: number };
    const again = await visitor(ctx);
    const second = json(await again.post('/auth/dev-login', { username: 'spinner' })).data as {
      id: number;
      role: string;
    };
    expect(second.id).toBe(first.id);
    expect(second.role).toBe('Member');
  });

  it('refuses a bad dev sign-in name with a field error', async () => {
    const guest = await visitor(ctx);
    const res = await guest.post('/auth/dev-login', { username: 'x' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ username: ['Username must be at least 2 characters'] });
  });

  it('logout ends the session: the old cookie no longer signs anyone in', async () => {
    const member = await signedIn(ctx, 'leaver');
    const token = member.cookies.get('podium_session')!;
    const res = await member.post('/logout');
    expect(res.statusCode).toBe(200);
    expect(json(res).success).toBe(true);
    expect(member.cookies.has('podium_session')).toBe(false);

    const replay = new Agent(ctx.app);
    replay.cookies.set('podium_session', token);
    const page = await replay.page('/');
    expect(page.body).toContain('"user":null');
  });

  it('ignores a forged session cookie', async () => {
    const forged = new Agent(ctx.app);
    forged.cookies.set('podium_session', 'forged-token');
    expect((await forged.page('/')).body).toContain('"user":null');
    expect((await forged.get('/api/admin/settings')).statusCode).toBe(401);
  });
});
