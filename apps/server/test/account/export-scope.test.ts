import type { AccountExport } from '@podium/shared/account/export';
import { eq, is } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { downloadSections, notInDownload } from '../../src/features/account/account-export.scope.ts';
import {
  achievements,
  badges,
  userAchievements,
  userBadges,
} from '../../src/features/achievements/achievements.table.ts';
import { bonusHuntPayouts } from '../../src/features/bonus-hunts/bonus-hunts.table.ts';
import { contactMessages } from '../../src/features/contact/contact.table.ts';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { kickEvents } from '../../src/features/kick/kick.table.ts';
import { notify } from '../../src/features/notifications/notifications.usecases.ts';
import { tournamentMatches, tournamentPayouts } from '../../src/features/tournaments/tournaments.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { vipClaims, vipTiers } from '../../src/features/vip/vip.table.ts';
import { makeHunt, predict as predictHunt } from '../bonus-hunts/fixtures.ts';
import { type Agent, signedIn, useTestApp } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { createStoreItem } from '../helpers/factories.ts';
import { enter, free, member } from '../raffles/fixtures.ts';
import { makeTournament, predict as predictBracket } from '../tournaments/fixtures.ts';
import { casino, createWagerRaffle, DAY, wager } from '../wager-raffles/fixtures.ts';

// The data download is whole by construction (decision 052): every column of the schema holding a
// member's id is read into a section of the download or left out on purpose, with the reason.

const ctx = useTestApp();
const casing = new CasingCache('snake_case');

/** A column holds a member's id when it references users.id or its name says so. */
const MEMBER_NAME = /(^|_)(user|member)_id$|_by$|^(actor|author|holder|sender|receiver|owner)_id$/;

function memberColumns(): string[] {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const toUsers = new Set(
      config.foreignKeys.flatMap((fk) => {
        const ref = fk.reference();
        return ref.foreignTable === users ? ref.columns : [];
      }),
    );
    for (const column of config.columns) {
      const name = casing.getColumnCasing(column);
      const isMembersOwnId = table === users && column.primary;
      if (toUsers.has(column) || MEMBER_NAME.test(name) || isMembersOwnId)
        found.push(`${config.name}.${name}`);
    }
  }
  return found.sort();
}

const declared = Object.values(downloadSections).flat();

async function download(agent: Agent): Promise<AccountExport> {
  const res = await agent.get('/api/r/account/export');
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as AccountExport;
}

describe('the data download’s scope', () => {
  it('places every member column of the schema in a section or in the exclusion list, once', () => {
    const columns = memberColumns();
    expect(columns.length).toBeGreaterThan(40);
    const placed = [...declared, ...Object.keys(notInDownload)].sort();
    const unplaced = columns.filter((c) => !placed.includes(c));
    expect(unplaced, 'member columns neither downloaded nor excluded (account-export.scope.ts)').toEqual([]);
    const stale = placed.filter((c) => !columns.includes(c));
    expect(stale, 'placed columns that are not member columns of the schema').toEqual([]);
    expect(new Set(placed).size, 'a column placed twice').toBe(placed.length);
    for (const [column, reason] of Object.entries(notInDownload)) {
      expect(reason.length, `the reason ${column} is left out`).toBeGreaterThan(20);
    }
  });

  it('finds a member column by its reference or its name', () => {
    expect(memberColumns()).toEqual(
      expect.arrayContaining([
        'sessions.user_id',
        'audit_log.target_user_id',
        'tournament_matches.slot1_user_id',
      ]),
    );
    for (const name of ['user_id', 'member_id', 'target_user_id', 'created_by', 'author_id']) {
      expect(MEMBER_NAME.test(name), name).toBe(true);
    }
  });

  it('has a row in every section for a member who did a bit of everything', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await member(ctx, 'alice', { points: 500 });
    const bob = await member(ctx, 'bob');
    const carol = await member(ctx, 'carol');
    const { db } = ctx;
    await db.update(users).set({ kickUserId: '7001' }).where(eq(users.id, alice.id));

    // Friends both ways, one accepted, one pending; a contact message; an achievement and a badge.
    await db.insert(friendships).values([
      { senderId: alice.id, receiverId: bob.id, status: 'accepted', acceptedAt: new Date() },
      { senderId: carol.id, receiverId: alice.id },
    ]);
    const mail = { name: 'Alice', email: 'a@example.com', subject: 'Hi', message: 'Hello there' };
    await db.insert(contactMessages).values({ ...mail, userId: alice.id });
    const [goal] = await db
      .insert(achievements)
      .values({ key: 'first', title: 'First steps', category: 'social' })
      .returning();
    await db.insert(userAchievements).values({ userId: alice.id, achievementId: goal!.id });
    const [badge] = await db.insert(badges).values({ name: 'Regular', icon: 'star' }).returning();
    await db.insert(userBadges).values({ userId: alice.id, badgeId: badge!.id });
    await db.insert(kickEvents).values({
      messageId: 'm-1',
      type: 'chat.message.sent',
      userId: alice.id,
      outcome: 'credited',
      points: 5,
    });
    await notify(db, { userId: alice.id, kind: 'ban_lifted', ref: 'ban:1', data: {} });

    // A purchase, a ticket, a raffle drawn with a cash prize (win, prize, payout, published name).
    const item = await createStoreItem(db, { name: 'Hoodie', cost: 50 });
    expect((await alice.agent.post(`/api/r/store/${item.id}/redeem`)).statusCode).toBeLessThan(300);
    const ticket = { category: 'other', subject: 'Alice asks', message: 'A question' };
    expect((await alice.agent.post('/api/r/tickets', ticket)).statusCode).toBe(201);
    await linkCasino(db, alice.id, { crypto: 'alice-w' });
    const raffle = await admin.post('/api/admin/raffles', {
      title: 'Prize raffle',
      description: 'One prize.',
      image: null,
      start_datetime: new Date(Date.now() - 3_600_000).toISOString(),
      end_datetime: new Date(Date.now() + DAY).toISOString(),
      number_of_winners: 1,
      allow_passwordless_entry: true,
      allow_points_entry: false,
      points_per_entry: null,
      max_tickets_per_member: null,
      prizes: [{ prize_type: 'cash', prize_value: 10, description: 'Casino tip' }],
    });
    expect(raffle.statusCode, raffle.body).toBe(201);
    const raffleId = (JSON.parse(raffle.body) as { data: { id: number } }).data.id;
    expect((await enter(alice.agent, raffleId, free)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/raffles/${raffleId}/draw`)).statusCode).toBe(200);

    // Wager-raffle tickets and a win; a VIP claim on the same casino.
    const board = await casino(db, 1, { start: -3 * DAY, end: 3 * DAY });
    await wager(db, board.periodId, 'alice-w', 30);
    const wagerRaffle = await createWagerRaffle(db, [board.id], {
      name: 'Weekly',
      prizes: [{ prize_type: 'points', prize_value: 5, description: 'Points' }],
    });
    expect((await admin.post(`/api/admin/wager-raffles/${wagerRaffle}/draw`)).statusCode).toBe(200);
    const tier = { platformId: board.id, name: 'Bronze', minWageredCents: 0, rewardAmount: 10 };
    const [bronze] = await db
      .insert(vipTiers)
      .values({ ...tier, rewardType: 'points' })
      .returning();
    await db.insert(vipClaims).values({
      tierId: bronze!.id,
      userId: alice.id,
      rewardType: 'points',
      rewardAmount: 10,
      wageredCents: 3000,
    });

    // A bracket picked, paid and with a slot she called; a hunt guessed and paid.
    const bracket = await makeTournament(admin, 4, { name: 'Friday Bracket' });
    const [first] = bracket.matches.filter((m) => m.round === 1);
    const pick = [{ match_id: first!.id, winner_name: 'Slot 1' }];
    expect((await predictBracket(alice.agent, bracket.id, pick)).statusCode).toBe(200);
    await db
      .update(tournamentMatches)
      .set({ slot1UserId: alice.id })
      .where(eq(tournamentMatches.id, first!.id));
    const paid = { userId: alice.id, correct: 1, perfect: false, points: 10, xp: 1 };
    await db.insert(tournamentPayouts).values({ ...paid, tournamentId: bracket.id });
    const { hunt } = await makeHunt(admin);
    const guess = { end_balance: 1234.56, highest_multiplier: 250.5, highest_multiplier_game: 'Mental' };
    expect((await predictHunt(alice.agent, hunt.id, guess)).statusCode).toBe(200);
    await db
      .insert(bonusHuntPayouts)
      .values({ huntId: hunt.id, userId: alice.id, categories: ['x'], points: 1, xp: 1 });

    // A points prediction staked on.
    const opened = await admin.post('/api/admin/predictions', {
      title: 'Profit?',
      outcomes: ['Yes', 'No'],
      min_stake: 10,
      max_stake: 100,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const poll = (JSON.parse(opened.body) as { data: { id: number; outcomes: { id: number }[] }[] }).data[0]!;
    const staked = await alice.agent.post(`/api/r/predictions/${poll.id}/stake`, {
      outcome_id: poll.outcomes[0]!.id,
      points: 10,
    });
    expect(staked.statusCode, staked.body).toBeLessThan(300);

    // A slot requested.
    const settings = { open: true, per_member: 1, cost_points: 0, min_account_days: 0, min_level: 1 };
    const saved = { ...settings, reward_points: 0, reward_multiplier: 100 };
    expect((await admin.put('/api/admin/slot-requests/settings', saved)).statusCode).toBe(200);
    const imported = await admin.post('/api/admin/slot-requests/slots/import', {
      csv: 'Mental,Nolimit City',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const found = await alice.agent.get('/api/r/slot-requests/slots?q=Mental');
    const [slot] = (JSON.parse(found.body) as { data: { id: number }[] }).data;
    const requested = await alice.agent.post('/api/r/slot-requests', { slot_id: slot!.id });
    expect(requested.statusCode, requested.body).toBe(201);

    // A slot challenge claimed on her verified account.
    const posted = await admin.post('/api/admin/slot-challenges', {
      game: 'Gates of Olympus',
      min_multiplier: 1000,
      min_bet: 0.2,
      prize_type: 'points',
      prize_value: 100,
      description: '',
      platform_id: board.id,
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
      places: 1,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const challenge = (JSON.parse(posted.body) as { data: { id: number }[] }).data[0]!;
    const claimBody = { casino_username: 'alice-w', bet_url: 'https://example.com/bet/1' };
    const claimed = await alice.agent.post(`/api/r/slot-challenges/${challenge.id}/claims`, claimBody);
    expect(claimed.statusCode, claimed.body).toBe(201);

    const data = await download(alice.agent);
    const sections = Object.keys(data).filter((k) => k !== 'exported_at');
    expect(sections.sort()).toEqual(Object.keys(downloadSections).sort());
    const empty = sections.filter((s) => {
      const value = data[s as keyof AccountExport];
      return Array.isArray(value) && value.length === 0;
    });
    expect(empty, 'sections with nothing for a member who did everything').toEqual([]);
  });
});
