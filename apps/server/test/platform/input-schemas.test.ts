import { textMessages } from '@podium/shared/common/text';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badges } from '../../src/features/achievements/achievements.table.ts';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { signedIn, useTestApp, visitor } from '../helpers/app.ts';

const ctx = useTestApp();

type Failure = {
  success: false;
  data: null;
  message: string;
  errors: Record<string, string[]> | null;
  code: string;
};
const failure = (res: { json: () => unknown }) => res.json() as Failure;

describe('text input goes through the shared text schema', () => {
  it('refuses a bio with a NUL byte with a field error, and keeps the old bio', async () => {
    const me = await signedIn(ctx, 'writer');
    expect((await me.post('/api/r/profile/update', { bio: 'before' })).statusCode).toBe(200);
    const res = await me.post('/api/r/profile/update', { bio: 'line one\u0000line two' });
    expect(res.statusCode).toBe(400);
    expect(failure(res)).toMatchObject({
      code: 'bad_request',
      errors: { bio: [textMessages.notAllowed('U+0000', 9)] },
    });
    expect((await findUserByUsername(ctx.db, 'writer'))!.bio).toBe('before');
  });

  it('keeps line breaks in a bio but refuses them in a badge name', async () => {
    const me = await signedIn(ctx, 'writer');
    const bio = await me.post('/api/r/profile/update', { bio: 'line one\r\nline two' });
    expect(bio.statusCode).toBe(200);
    expect((await findUserByUsername(ctx.db, 'writer'))!.bio).toBe('line one\nline two');

    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/badges', { name: 'Two\nlines', icon: 'star', description: '' });
    expect(res.statusCode).toBe(400);
    expect(failure(res).errors).toEqual({ name: [textMessages.notAllowed('U+000A', 4)] });
  });

  it('refuses a badge named with escape and backspace codes; nothing is stored', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/badges', {
      name: '\u001b[31mRed\u0008',
      icon: 'star',
      description: 'ok',
    });
    expect(res.statusCode).toBe(400);
    expect(failure(res)).toMatchObject({
      code: 'bad_request',
      errors: { name: [textMessages.notAllowed('U+001B', 1)] },
    });
    expect(await ctx.db.select().from(badges)).toEqual([]);
  });

  it('refuses a bidi override in a store item name and a javascript: link as its image', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/store/items', {
      name: 'Cap\u202egnp.exe',
      description: '',
      image: 'javascript:alert(1)',
      cost: 10,
      quantity: null,
      max_purchases_per_user: null,
      is_active: true,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(failure(res).errors ?? {}).sort()).toEqual(['image', 'name']);
  });

  it('refuses NUL in search text: friend search and the admin member search', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const url of ['/api/r/friends/search?query=ri%00ck', '/api/admin/users?query=ri%00ck']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(failure(res).errors, url).toEqual({ query: [textMessages.notAllowed('U+0000', 3)] });
    }
  });

  it('answers 404 in the envelope for a username path segment no username can be', async () => {
    await signedIn(ctx, 'rick');
    const anon = await visitor(ctx);
    expect((await anon.get('/api/r/user/rick')).statusCode).toBe(200);
    for (const segment of ['a%00b', 'ri%1Bck', 'ri%E2%80%AEck', 'x'.repeat(100)]) {
      const res = await anon.get(`/api/r/user/${segment}`);
      expect(res.statusCode, segment).toBe(404);
      expect(failure(res), segment).toMatchObject({ success: false, code: 'profile.user_not_found' });
    }
  });

  it('refuses an over-long username path segment with a 4xx in the envelope', async () => {
    const res = await (await visitor(ctx)).get(`/api/r/user/${'x'.repeat(300)}`);
    expect([400, 404, 414]).toContain(res.statusCode);
    expect(failure(res)).toMatchObject({ success: false, data: null });
    expect(typeof failure(res).code).toBe('string');
  });
});

describe('strict types and bounds', () => {
  it('refuses {"user_id": true} instead of sending a request to member 1', async () => {
    await signedIn(ctx, 'first'); // someone a coerced `true` could name
    const me = await signedIn(ctx, 'me');
    for (const user_id of [true, '1', [1], 1.5, 0]) {
      const res = await me.post('/api/r/friends/request', { user_id });
      expect(res.statusCode, JSON.stringify(user_id)).toBe(400);
      expect(failure(res).errors, JSON.stringify(user_id)).toHaveProperty('user_id');
    }
    expect(await ctx.db.select().from(friendships)).toEqual([]);
  });

  it('refuses unknown keys in a request body', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/badges', { name: 'OG', icon: 'star', description: '', id: 1 });
    expect(res.statusCode).toBe(400);
    expect(failure(res).code).toBe('bad_request');
    expect(await ctx.db.select().from(badges)).toEqual([]);
  });

  it('refuses ids past the integer column in bodies and query strings', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const target = (await findUserByUsername(ctx.db, 'boss'))!.id;
    const grant = await admin.post(`/api/admin/users/${target}/badges`, { badge_id: 1e10 });
    expect(grant.statusCode).toBe(400);
    expect(failure(grant).errors).toHaveProperty('badge_id');
    const achievement = await admin.post(`/api/admin/users/${target}/achievements`, {
      achievement_id: 2147483648,
    });
    expect(achievement.statusCode).toBe(400);
    for (const query of ['item_id=2147483648', 'page=1e3', 'page=0', 'item_id=true', 'page=1&page=2']) {
      const res = await admin.get(`/api/staff/redemptions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(failure(res).code, query).toBe('bad_request');
    }
  });

  it('refuses a reorder naming more ids than any catalogue holds', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect((await admin.post('/api/admin/affiliates/reorder', { ids })).statusCode).toBe(400);
  });

  it('leaves the member untouched after all of the above', async () => {
    const me = await signedIn(ctx, 'me');
    await me.post('/api/r/profile/update', { bio: '\u0000' });
    const [row] = await ctx.db.select({ bio: users.bio }).from(users).where(eq(users.username, 'me'));
    expect(row!.bio).toBeNull();
  });
});
