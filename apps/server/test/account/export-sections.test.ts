import type { AccountExport } from '@podium/shared/account/export';
import { describe, expect, it } from 'vitest';
import { achievements, userAchievements } from '../../src/features/achievements/achievements.table.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { contactForm, freshAddress, postContact, useCaptchaAnswers } from '../helpers/captcha.ts';
import { member } from '../raffles/fixtures.ts';
import { byRound, makeTournament, predict, record } from '../tournaments/fixtures.ts';

// What the sections added by decision 052 hold: friendships both ways, contact messages sent signed
// in, achievements unlocked, and each tournament pick with its slot, seed, match and outcome.

const ctx = useTestApp();
const { solve } = useCaptchaAnswers();

async function download(agent: Agent): Promise<AccountExport> {
  const res = await agent.get('/api/r/account/export');
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as AccountExport;
}

describe('the data download', () => {
  it('holds friendships both ways, pending requests too, and not other members’ friendships', async () => {
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    const carol = await member(ctx, 'carol');
    const dave = await member(ctx, 'dave');
    const request = (from: Agent, to: number) => from.post('/api/r/friends/request', { user_id: to });
    const toBob = await request(alice.agent, bob.id);
    expect(toBob.statusCode, toBob.body).toBe(200);
    const accepted = `/api/r/friends/${json<{ data: { friendship_id: number } }>(toBob).data.friendship_id}/accept`;
    expect((await bob.agent.post(accepted)).statusCode).toBe(200);
    expect((await request(carol.agent, alice.id)).statusCode).toBe(200);
    expect((await request(alice.agent, dave.id)).statusCode).toBe(200);
    expect((await request(bob.agent, carol.id)).statusCode).toBe(200);

    const { friends } = await download(alice.agent);
    expect(friends).toMatchObject([
      { username: 'bob', direction: 'sent', status: 'accepted' },
      { username: 'carol', direction: 'received', status: 'pending', accepted_at: null },
      { username: 'dave', direction: 'sent', status: 'pending', accepted_at: null },
    ]);
    expect(friends[0]!.accepted_at).not.toBeNull();
  });

  it('holds the contact messages sent signed in, not those of others', async () => {
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const from = freshAddress();
    const mine = contactForm({ subject: 'About my prize', message: 'Where is it?' });
    const sent = await postContact(alice, { ...mine, ...(await solve(alice, from)) }, from);
    expect(sent.statusCode, sent.body).toBe(200);
    const other = freshAddress();
    const theirs = contactForm({ subject: 'Bob writes' });
    expect((await postContact(bob, { ...theirs, ...(await solve(bob, other)) }, other)).statusCode).toBe(200);

    const data = await download(alice);
    expect(data.contact_messages).toMatchObject([
      {
        subject: 'About my prize',
        message: 'Where is it?',
        name: mine.name,
        email: mine.email,
        replied_at: null,
      },
    ]);
  });

  it('holds the achievements unlocked', async () => {
    const alice = await member(ctx, 'alice');
    const [goal] = await ctx.db
      .insert(achievements)
      .values({ key: 'chatter', title: 'Chatterbox', description: 'Say hello', category: 'social' })
      .returning();
    await ctx.db.insert(userAchievements).values({ userId: alice.id, achievementId: goal!.id });
    const data = await download(alice.agent);
    expect(data.achievements).toMatchObject([{ achievement: 'Chatterbox', description: 'Say hello' }]);
  });

  it('gives each tournament pick its slot, seed, round and match, and how it went', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await member(ctx, 'alice');
    const bracket = await makeTournament(admin, 4, { name: 'Friday Bracket' });
    const [first, second] = byRound(bracket, 1);
    const picks = [
      { match_id: first!.id, winner_name: 'Slot 1' },
      { match_id: second!.id, winner_name: 'Slot 4' },
    ];
    expect((await predict(alice.agent, bracket.id, picks)).statusCode).toBe(200);
    await record(admin, bracket, first!, 1);

    const data = await download(alice.agent);
    expect(data.tournament_predictions).toEqual([
      expect.objectContaining({
        tournament: 'Friday Bracket',
        picks: [
          {
            match_id: first!.id,
            round: 1,
            match_number: 1,
            winner_name: 'Slot 1',
            winner_seed: 1,
            outcome: 'correct',
          },
          {
            match_id: second!.id,
            round: 1,
            match_number: 2,
            winner_name: 'Slot 4',
            winner_seed: 4,
            outcome: 'not decided',
          },
        ],
      }),
    ]);
    await record(admin, bracket, second!, 1); // Slot 3 wins: the pick of Slot 4 was wrong
    const later = await download(alice.agent);
    expect(later.tournament_predictions[0]!.picks[1]).toMatchObject({ outcome: 'wrong' });
  });
});
