import { FRIEND_REQUESTS_PAGE_SIZE, type FriendRequest } from '@podium/shared/friends/schemas';
import { describe, expect, it } from 'vitest';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();

type Page = { data: FriendRequest[] };

describe('GET /api/r/friends/requests is paged', () => {
  it('answers the newest page, then older ones with ?before= (the oldest id shown), still a plain list', async () => {
    const me = await signedIn(ctx, 'popular');
    const myId = (await findUserByUsername(ctx.db, 'popular'))!.id;
    const total = FRIEND_REQUESTS_PAGE_SIZE + 7;
    const senders = [];
    for (let i = 0; i < total; i++) senders.push(await createUser(ctx.db, { username: `fan${i}` }));
    // One statement, in sender order: ids increase with the senders.
    await ctx.db.insert(friendships).values(senders.map((s) => ({ senderId: s.id, receiverId: myId })));

    const first = json<Page>(await me.get('/api/r/friends/requests')).data;
    expect(Array.isArray(first)).toBe(true);
    expect(first).toHaveLength(FRIEND_REQUESTS_PAGE_SIZE);
    expect(first[0]!.user.username).toBe(`fan${total - 1}`);
    const ids = first.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const oldest = ids.at(-1)!;
    const second = json<Page>(await me.get(`/api/r/friends/requests?before=${oldest}`)).data;
    expect(second.map((r) => r.user.username)).toEqual(Array.from({ length: 7 }, (_, i) => `fan${6 - i}`));
    const past = await me.get(`/api/r/friends/requests?before=${second.at(-1)!.id}`);
    expect(json<Page>(past).data).toEqual([]);
  });

  it('refuses a before that is not an id', async () => {
    const me = await signedIn(ctx, 'me');
    for (const before of ['abc', '-1', '1e3', '2147483648']) {
      const res = await me.get(`/api/r/friends/requests?before=${before}`);
      expect(res.statusCode, before).toBe(400);
      expect(json(res).errors, before).toHaveProperty('before');
    }
  });
});
