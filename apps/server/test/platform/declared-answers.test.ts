import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.table.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { FakeCasinos } from '../fakes/fake-casinos.ts';
import { FakeKick } from '../fakes/fake-kick.ts';
import { FakeSmtp } from '../fakes/fake-smtp.ts';
import { announcementsTour } from '../helpers/announcements-tour.ts';
import { useAnswerChecks } from '../helpers/answers.ts';
import { type Agent, signedIn, testConfig, visitor } from '../helpers/app.ts';
import { bonusHuntsTour } from '../helpers/bonus-hunts-tour.ts';
import { casinoAccountsTour } from '../helpers/casino-accounts-tour.ts';
import { kickTour } from '../helpers/kick-tour.ts';
import { leaderboardPeriodsTour } from '../helpers/leaderboard-periods-tour.ts';
import { notificationsTour } from '../helpers/notifications-tour.ts';
import { predictionsTour } from '../helpers/predictions-tour.ts';
import { slotChallengesTour } from '../helpers/slot-challenges-tour.ts';
import { slotRequestsTour } from '../helpers/slot-requests-tour.ts';
import { supportTour } from '../helpers/support-tour.ts';
import { tournamentsTour } from '../helpers/tournaments-tour.ts';
import { wagerFeedsTour } from '../helpers/wager-feeds-tour.ts';
import { wagerRafflesTour } from '../helpers/wager-raffles-tour.ts';

/**
 * Answers are serialised by the schema their route declares (decision 017), so a declared schema must
 * describe exactly what the handler sends: a field it leaves out would be dropped from the answer, a
 * wrong type coerced. Every route that declares a zod answer is called for real below, and each answer
 * is checked against its declaration and against what the handler handed to the serialiser. A new
 * route fails here until the tour calls it.
 */
// A local mail server, so the admin's emailed reply to a contact message answers 200 too.
const smtp = new FakeSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
// Local casino APIs, so a wager feed's test connection and sync answer 200 too.
const casinos = new FakeCasinos();
beforeAll(() => casinos.start());
afterAll(() => casinos.stop());
// A local Kick (public key, app token, subscriptions, chat), so deliveries and subscribe answer 200.
const kick = new FakeKick();
beforeAll(() => kick.start());
afterAll(() => kick.stop());
const { ctx, call, checked, unchecked } = useAnswerChecks({
  config: () =>
    testConfig({
      SMTP_URL: smtp.url,
      CONTACT_EMAIL_TO: 'support@podium.test',
      ...casinos.env(),
      ...kick.env(),
    }),
});

type Id = { id: number };
const a = '/api/admin';
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

interface Cast {
  admin: Agent;
  moderator: Agent;
  alice: Agent;
  bob: Agent;
  carol: Agent;
  ids: { alice: number; bob: number; carol: number };
}

/** Every read an Admin can call without naming anything. */
async function readEverything(admin: Agent) {
  const reads = ctx.routes.filter(
    (route) =>
      route.method === 'GET' &&
      /^\/api\/(r|admin|staff)\//.test(route.url) &&
      !route.url.includes(':') &&
      !route.url.endsWith('/live') &&
      // A file download (`/payouts/export.csv`) is not an envelope; its own test reads it.
      !/\.[a-z]+$/.test(route.url),
  );
  expect(reads.length).toBeGreaterThan(10);
  for (const route of reads) await call(admin, 'GET', route.url);
}

async function platform({ admin }: Cast) {
  await call(await visitor(ctx), 'GET', '/healthz');
  await call(admin, 'GET', '/readyz');
  await call(await visitor(ctx), 'GET', '/auth/csrf');
  await call(await visitor(ctx), 'POST', '/auth/dev-login', { username: 'dev_user' });
  await call(admin, 'PUT', `${a}/settings`, await call(admin, 'GET', `${a}/settings`));
}

async function affiliatesAndBoards({ admin }: Cast) {
  const affiliate = {
    name: 'Casino',
    logo_url: '/logo.png',
    code: 'PODIUM',
    benefits: ['10% rakeback'],
    redirect_url: 'https://c.example/',
  };
  const first = await call<Id>(admin, 'POST', `${a}/affiliates`, affiliate);
  const second = await call<Id>(admin, 'POST', `${a}/affiliates`, { ...affiliate, logo_url: '' });
  await call(admin, 'PUT', `${a}/affiliates/${first.id}`, { ...affiliate, name: 'Casino One' });
  await call(admin, 'POST', `${a}/affiliates/reorder`, { ids: [second.id, first.id] });
  await call(admin, 'DELETE', `${a}/affiliates/${second.id}`);
  const board = {
    slug: 'weekly',
    name: 'Weekly race',
    timeframe: 'weekly',
    currency_symbol: '$',
    prizes: [100, 50.5],
    is_paused: false,
    pause_message: '',
  };
  await call(admin, 'POST', `${a}/leaderboards`, board);
  const boards = await call<Id[]>(admin, 'POST', `${a}/leaderboards`, { ...board, slug: 'monthly' });
  const [one, two] = boards.map((b) => b.id);
  await call(admin, 'PUT', `${a}/leaderboards/${one}`, { ...board, is_paused: true, pause_message: 'Soon' });
  await call(admin, 'POST', `${a}/leaderboards/reorder`, { ids: [two, one] });
  await call(admin, 'POST', `${a}/leaderboards/${one}/period-end`, { ends_at: inAWeek() });
  await call(admin, 'POST', `${a}/leaderboards/${one}/periods`, { ends_at: inAWeek() });
  await call(admin, 'DELETE', `${a}/leaderboards/${two}`);
}

async function store({ admin, moderator, alice, ids }: Cast) {
  const item = {
    name: 'Hoodie',
    description: 'Warm',
    image: null,
    cost: 100,
    quantity: 5,
    max_purchases_per_user: 3,
  };
  const hoodie = await call<Id>(admin, 'POST', `${a}/store/items`, item);
  await call(admin, 'PUT', `${a}/store/items/${hoodie.id}`, { ...item, cost: 120, is_active: true });
  await call(admin, 'POST', `${a}/store/items/${hoodie.id}/deactivate`);
  await call(admin, 'POST', `${a}/store/items/${hoodie.id}/activate`);
  const spare = await call<Id>(admin, 'POST', `${a}/store/items`, { ...item, quantity: null });
  await call(admin, 'DELETE', `${a}/store/items/${spare.id}`);
  await call(admin, 'POST', `${a}/users/${ids.alice}/points`, { amount: 1000, reason: 'Welcome bonus' });
  await call(alice, 'POST', `/api/r/store/${hoodie.id}/redeem`);
  await call(alice, 'POST', `/api/r/store/${hoodie.id}/redeem`);
  const queue = await call<{ redemptions: Id[] }>(moderator, 'GET', '/api/staff/redemptions?status=pending');
  await call(moderator, 'POST', `/api/staff/redemptions/${queue.redemptions[0]!.id}/process`);
  await call(moderator, 'POST', `/api/staff/redemptions/${queue.redemptions[1]!.id}/refund`);
}

async function friends({ alice, bob, carol, ids }: Cast) {
  const ab = await call<{ friendship_id: number }>(alice, 'POST', '/api/r/friends/request', {
    user_id: ids.bob,
  });
  await call(bob, 'GET', '/api/r/friends/requests');
  await call(bob, 'POST', `/api/r/friends/${ab.friendship_id}/accept`);
  const cb = await call<{ friendship_id: number }>(carol, 'POST', '/api/r/friends/request', {
    user_id: ids.bob,
  });
  await call(bob, 'POST', `/api/r/friends/${cb.friendship_id}/accept`);
  await call(alice, 'GET', `/api/r/friends/mutual/${ids.carol}`);
  await call(alice, 'GET', '/api/r/friends/search?query=ca');
  const ca = await call<{ friendship_id: number }>(carol, 'POST', '/api/r/friends/request', {
    user_id: ids.alice,
  });
  await call(alice, 'POST', `/api/r/friends/${ca.friendship_id}/decline`);
  return ab.friendship_id;
}

/** Badges and an achievement granted and seen on the profile, then revoked and removed. */
async function membersAndProfile({ admin, alice, bob, ids }: Cast, friendship: number) {
  const badge = await call<Id>(admin, 'POST', `${a}/badges`, {
    name: 'VIP',
    icon: '⭐',
    description: 'Regular',
  });
  await call(admin, 'PUT', `${a}/badges/${badge.id}`, { name: 'VIP+', icon: '⭐', description: '' });
  await call(admin, 'POST', `${a}/users/${ids.alice}/badges`, { badge_id: badge.id });
  const achievement = {
    title: 'Helper',
    description: 'Helped out',
    category: 'special',
    icon: '🤝',
    criterion: 'manual',
    threshold: 0,
    is_active: true,
  };
  const helper = await call<Id>(admin, 'POST', `${a}/achievements`, achievement);
  await call(admin, 'PUT', `${a}/achievements/${helper.id}`, { ...achievement, title: 'Great helper' });
  await call(admin, 'POST', `${a}/users/${ids.alice}/achievements`, { achievement_id: helper.id });
  await call(alice, 'POST', '/api/r/profile/update', { bio: 'Hello there' });
  await call(alice, 'POST', '/api/r/profile/update', { crypto: 'alice_c', crypto2: null, crypto3: '' });
  await casinoAccountsTour(call, { admin, alice, bob }, ids);
  const social = { twitter_user: 'alice', instagram_user: '', youtube_user: 'alice_yt', tiktok_user: '' };
  await call(alice, 'POST', '/api/r/profile/update', social);
  await call(bob, 'GET', '/api/r/user/alice');
  await call(alice, 'GET', '/api/r/profile/points-history');
  await call(admin, 'GET', `${a}/users/${ids.alice}`);
  await call(admin, 'GET', `${a}/users/${ids.alice}/points-history`);
  await call(admin, 'DELETE', `${a}/users/${ids.alice}/achievements/${helper.id}`);
  await call(admin, 'DELETE', `${a}/achievements/${helper.id}`);
  await call(admin, 'DELETE', `${a}/users/${ids.alice}/badges/${badge.id}`);
  await call(admin, 'DELETE', `${a}/badges/${badge.id}`);
  await call(alice, 'POST', '/api/r/profile/disconnect-kick');
  await call(alice, 'DELETE', `/api/r/friends/${friendship}`);
}

/** A raffle made, edited, paused, entered, trimmed, drawn and re-drawn; another cancelled; a third claimed. */
async function raffles({ admin, alice, bob, carol, ids }: Cast) {
  for (const id of Object.values(ids)) {
    await ctx.db
      .update(users)
      .set({ kickUsername: `kick_${id}` })
      .where(eq(users.id, id));
    ctx.app.deps.sessions.dropUser(id);
  }
  const raffle = {
    title: 'Weekly giveaway',
    description: 'A hoodie',
    image: null,
    start_datetime: new Date(Date.now() - 3_600_000).toISOString(),
    end_datetime: inAWeek(),
    number_of_winners: 1,
    allow_passwordless_entry: true,
    allow_points_entry: true,
    points_per_entry: 10,
    max_tickets_per_member: 5,
    password: null,
  };
  const giveaway = `${a}/raffles/${(await call<Id>(admin, 'POST', `${a}/raffles`, raffle)).id}`;
  await call(admin, 'PUT', giveaway, { ...raffle, number_of_winners: 2 });
  await call(admin, 'POST', `${giveaway}/pause`);
  await call(admin, 'POST', `${giveaway}/resume`);
  const enter = giveaway.replace(a, '/api/r');
  for (const agent of [alice, bob, carol])
    await call(agent, 'POST', `${enter}/enter`, { entry_type: 'passwordless' });
  await call(alice, 'POST', `${enter}/enter`, { entry_type: 'points', points_spent: 20 });
  const entries = await call<Id[]>(admin, 'GET', `${giveaway}/entries`);
  await call(admin, 'DELETE', `${giveaway}/entries/${entries[0]!.id}`);
  await call(admin, 'POST', `${giveaway}/entries/remove`, { entry_ids: [entries[1]!.id] });
  await call(alice, 'GET', enter);
  await call(alice, 'GET', `${enter}/entries`);
  const drawn = await call<{ winners: Id[] }>(admin, 'POST', `${giveaway}/draw`);
  await call(admin, 'POST', `${giveaway}/redraw`, { user_id: drawn.winners[0]!.id, reason: 'Did not claim' });
  await call(admin, 'GET', giveaway);
  await call(await visitor(ctx), 'GET', `${enter}/verify`);
  const other = `${a}/raffles/${(await call<Id>(admin, 'POST', `${a}/raffles`, raffle)).id}`;
  await call(alice, 'POST', `${other.replace(a, '/api/r')}/enter`, {
    entry_type: 'points',
    points_spent: 10,
  });
  await call(admin, 'POST', `${other}/cancel`);
  // A claim window (decision 064): bob, the only entrant, wins and claims.
  const claims = `${a}/raffles/${(await call<Id>(admin, 'POST', `${a}/raffles`, { ...raffle, claim_window_hours: 24, auto_redraws_allowed: 1 })).id}`;
  await call(bob, 'POST', `${claims.replace(a, '/api/r')}/enter`, { entry_type: 'passwordless' });
  await call(admin, 'POST', `${claims}/draw`);
  await call(bob, 'POST', `${claims.replace(a, '/api/r')}/claim`);
}

/** VIP tiers made, edited, reordered, claimed (points and cash), retired; payouts paid and rejected, a claim reopened. */
async function vipAndPayouts({ admin, alice, bob, ids }: Cast) {
  const vip = await call<{ platforms: Id[] }>(admin, 'GET', `${a}/vip`);
  const tier = {
    platform_id: vip.platforms[0]!.id,
    name: 'Bronze',
    description: 'First steps',
    image: null,
    min_wagered: 0,
    reward_type: 'points',
    reward_amount: 100,
  };
  const bronze = await call<Id>(admin, 'POST', `${a}/vip/tiers`, tier);
  const gold = await call<Id>(admin, 'POST', `${a}/vip/tiers`, {
    ...tier,
    name: 'Gold',
    reward_type: 'cash',
    reward_amount: 25.5,
  });
  const { platform_id, ...edit } = tier;
  await call(admin, 'PUT', `${a}/vip/tiers/${bronze.id}`, { ...edit, image: '/vip/bronze.png' });
  await call(admin, 'POST', `${a}/vip/tiers/reorder`, { platform_id, ids: [gold.id, bronze.id] });
  await call(alice, 'POST', `/api/r/vip-rewards/${bronze.id}/claim`);
  const paid = await call<{ payout_id: number }>(alice, 'POST', `/api/r/vip-rewards/${gold.id}/claim`);
  const rejected = await call<{ payout_id: number }>(bob, 'POST', `/api/r/vip-rewards/${gold.id}/claim`);
  await call(alice, 'GET', '/api/r/vip-rewards');
  await call(admin, 'GET', `${a}/payouts?status=pending&q=a`);
  await call(admin, 'POST', `${a}/payouts/${paid.payout_id}/paid`, { reference: 'TIP-1' });
  await call(admin, 'POST', `${a}/payouts/${rejected.payout_id}/reject`, { reason: 'Wrong username' });
  await call(alice, 'GET', '/api/r/payouts');
  const claims = await call<Id[]>(admin, 'GET', `${a}/vip/claims?user_id=${ids.bob}`);
  await call(admin, 'POST', `${a}/vip/claims/${claims[0]!.id}/reopen`);
  await call(admin, 'POST', `${a}/vip/tiers/${bronze.id}/retire`);
  await call(admin, 'POST', `${a}/vip/tiers/${bronze.id}/restore`);
}

describe('declared answers', () => {
  it('match what the reads answer on the demo data', async () => {
    await seedDemoIfEmpty(ctx.db);
    await readEverything(await signedIn(ctx, 'admin', 'Admin'));
  });

  it('match what every route answers, writes and reads that name an id alike', async () => {
    checked.clear();
    const cast = {
      admin: await signedIn(ctx, 'admin', 'Admin'),
      moderator: await signedIn(ctx, 'moderator', 'Moderator'),
      alice: await signedIn(ctx, 'alice'),
      bob: await signedIn(ctx, 'bob'),
      carol: await signedIn(ctx, 'carol'),
    };
    const id = async (name: string) => (await call<Id>(cast.admin, 'GET', `/api/r/user/${name}`)).id;
    const all = {
      ...cast,
      ids: { alice: await id('alice'), bob: await id('bob'), carol: await id('carol') },
    };
    await platform(all);
    await affiliatesAndBoards(all);
    await store(all);
    const friendship = await friends(all);
    await membersAndProfile(all, friendship);
    await raffles(all);
    await supportTour(call, all);
    await tournamentsTour(call, all);
    await wagerFeedsTour(call, all, casinos.keys.roobet);
    await bonusHuntsTour(call, all);
    await vipAndPayouts(all);
    await wagerRafflesTour(call, all, ctx.db);
    await kickTour(call, all, kick, ctx.app);
    await announcementsTour(call, all, ctx.db);
    await predictionsTour(call, all);
    await slotChallengesTour(call, all);
    await notificationsTour(call, all);
    await slotRequestsTour(call, all);
    await leaderboardPeriodsTour(call, all, ctx.db);
    await readEverything(cast.admin);
    await call(all.admin, 'PUT', `${a}/users/${all.ids.carol}/role`, { role: 'Moderator' });
    await signedIn(ctx, 'erin');
    const erin = await id('erin');
    await call(all.admin, 'POST', `${a}/users/${erin}/ban`, { reason: 'Spam in chat' });
    await call(all.admin, 'POST', `${a}/users/${erin}/unban`, { reason: 'Appealed' });
    await call(cast.carol, 'POST', '/logout');
    await call(await signedIn(ctx, 'dave'), 'POST', '/api/r/account/delete', { confirm_username: 'dave' });
    await call(cast.admin, 'PUT', `${a}/trust/privacy`, { title: 'Privacy', body: 'We keep little.' });
    await call(cast.admin, 'DELETE', `${a}/trust/terms`);
    await call(cast.bob, 'GET', '/api/r/trust/privacy');

    expect(unchecked(), 'routes whose declared answer no call above checks: add a call to this tour').toEqual(
      [],
    );
  });
});
