import { tournamentMessages as m, TOURNAMENTS_PER_PAGE } from '@podium/shared/tournaments/messages';
import type { TournamentCard } from '@podium/shared/tournaments/schemas';
import { describe, expect, it } from 'vitest';
import { ensureDefaultAchievements } from '../../src/features/achievements/achievements.usecases.ts';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { tournaments } from '../../src/features/tournaments/tournaments.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { byRound, detail, makeTournament, memberId, predict, record } from './fixtures.ts';

const ctx = useTestApp();

type Page = {
  data: TournamentCard[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
};

describe('tournament reads (SPEC §7)', () => {
  it('lists newest first, a page at a time, with the card fields and the filters', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    for (let i = 0; i < TOURNAMENTS_PER_PAGE; i++)
      await makeTournament(admin, 4, { open: false, name: `Old ${i}` });
    const done = await makeTournament(admin, 4, { name: 'Done' });
    for (const match of byRound(done, 1)) await record(admin, done, match, 1);
    await record(admin, done, byRound((await detail(admin, done.id)).tournament, 2)[0]!, 2);
    await admin.put(`/api/admin/tournaments/${done.id}`, { is_active: false, predictions_active: false });
    const open = await makeTournament(admin, 8, { name: 'Open' });

    const guest = await visitor(ctx);
    const first = json<Page>(await guest.get('/api/r/tournaments'));
    expect(first.pagination).toEqual({
      page: 1,
      per_page: TOURNAMENTS_PER_PAGE,
      total: TOURNAMENTS_PER_PAGE + 2,
      total_pages: 2,
    });
    expect(first.data[0]).toMatchObject({
      id: open.id,
      size: 8,
      matches_count: 7,
      predictions_count: 0,
      progress: 0,
      predictions_active: true,
    });
    expect(first.data[1]).toMatchObject({
      id: done.id,
      progress: 100,
      winner_name: 'Slot 3',
      is_active: false,
    });
    expect(json<Page>(await guest.get('/api/r/tournaments?page=2')).data).toHaveLength(2);
    const names = async (filter: string) =>
      json<Page>(await guest.get(`/api/r/tournaments?filter=${filter}`)).data.map((t) => t.name);
    expect(await names('completed')).toEqual(['Done']);
    expect(await names('predictions')).toEqual(['Open']);
    expect(await names('active')).not.toContain('Done');
    expect((await guest.get('/api/r/tournaments?page=0')).statusCode).toBe(400);
    expect((await guest.get('/api/r/tournaments?filter=nope')).statusCode).toBe(400);

    // The first pages come from memory: a new tournament, a pick and a result show at once.
    const fresh = await makeTournament(admin, 4, { name: 'Fresh' });
    expect(await names('predictions')).toEqual(['Fresh', 'Open']);
    const alice = await signedIn(ctx, 'alice');
    const [m1, m2] = byRound(fresh, 1);
    const picked = await predict(alice, fresh.id, [
      { match_id: m1!.id, winner_name: 'Slot 1' },
      { match_id: m2!.id, winner_name: 'Slot 3' },
    ]);
    expect(picked.statusCode, picked.body).toBe(200);
    const card = async () => json<Page>(await guest.get('/api/r/tournaments')).data[0]!;
    expect(await card()).toMatchObject({ id: fresh.id, predictions_count: 1 });
    await record(admin, fresh, m1!, 1);
    expect((await card()).progress).toBeGreaterThan(0);
  });

  it('answers 404 with the SPEC text for a missing tournament', async () => {
    const res = await (await visitor(ctx)).get('/api/r/tournaments/424242');
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(m.notFound);
  });

  it('shows friends’ predictions and every prediction; the profile counts predictions', async () => {
    await ensureDefaultAchievements(ctx.db);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 4);
    const alice = await signedIn(ctx, 'alice');
    const friends = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
    const aliceId = await memberId(ctx, 'alice');
    for (const name of [...friends, 'stranger']) {
      await predict(await signedIn(ctx, name), t.id, [{ match_id: t.matches[0]!.id, winner_name: 'Slot 1' }]);
    }
    for (const name of friends) {
      await ctx.db
        .insert(friendships)
        .values({ senderId: aliceId, receiverId: await memberId(ctx, name), status: 'accepted' });
    }
    const read = await detail(alice, t.id);
    expect(read.friend_predictions.map((e) => e.user.username)).toEqual(friends.slice(0, 5));
    expect(read.all_predictions).toHaveLength(7);
    expect(read.top_predictions).toHaveLength(3);
    expect(read.user_prediction).toBeNull();

    const profile = json<{
      data: {
        stats: { tournament_predictions: number };
        recent_activity: { tournament_predictions: { id: number; tournament_name: string }[] };
      };
    }>(await alice.get('/api/r/user/f1')).data;
    expect(profile.stats.tournament_predictions).toBe(1);
    expect(profile.recent_activity.tournament_predictions).toMatchObject([
      { id: t.id, tournament_name: t.name },
    ]);
    expect(await ctx.db.select().from(tournaments)).toHaveLength(1);
    const bracketBuster = json<{ data: { achievements: { name: string; unlocked: boolean }[] } }>(
      await alice.get('/api/r/user/f1'),
    ).data.achievements.find((a) => a.name === 'Bracket Buster');
    expect(bracketBuster?.unlocked).toBe(true);
  });
});
