import { defaultTheme } from '@podium/shared/site-settings/theme-rules';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { type FuzzRequest, injectOptions, type Json, requestFor } from '../helpers/fuzz.ts';
import { type AppRoute, routeName } from '../helpers/routes.ts';

/**
 * Every route in the app's own table, driven with generated hostile input (wrong types, boundary
 * numbers, control characters, over-long text, malformed percent-encoding, deep nesting, bodies that
 * are not JSON): no answer is a 5xx, every refusal is the envelope, and the points ledger still sums
 * to every balance. A new route is fuzzed without editing this file; giving it a valid example body
 * below lets the fuzzer reach past validation. FUZZ_SEED and FUZZ_RUNS override the defaults.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const VISITOR_RUNS = Math.max(1, Math.round(RUNS / 6));

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '100000' });

const affiliate = {
  name: 'Casino',
  logo_url: '',
  code: 'PODIUM',
  benefits: ['Free spins'],
  redirect_url: 'https://casino.example/?r=podium',
};
const platform = {
  slug: 'casino-x',
  name: 'Casino X',
  timeframe: 'monthly',
  currency_symbol: '$',
  prizes: [100, 50.5],
  is_paused: false,
  pause_message: '',
};
const badge = { name: 'Early bird', icon: '🐦', description: 'Was here first' };
const achievement = {
  title: 'Big spender',
  description: 'Spent points',
  category: 'special',
  icon: '💰',
  criterion: 'manual',
  threshold: 0,
  is_active: true,
};
const storeItem = {
  name: 'Mystery box',
  description: 'A surprise',
  image: null,
  cost: 100,
  quantity: 10,
  max_purchases_per_user: null,
  is_active: true,
};
const raffle = {
  title: 'Weekly raffle',
  description: 'A prize',
  image: null,
  start_datetime: '2026-01-01T00:00:00Z',
  end_datetime: '2099-01-01T00:00:00Z',
  number_of_winners: 2,
  allow_passwordless_entry: true,
  allow_points_entry: true,
  points_per_entry: 10,
  max_tickets_per_member: 50,
  password: 'word',
};
const settings = {
  site_name: 'Podium',
  site_description: 'Streams and rewards',
  casino: { crypto1_label: 'Stake', crypto2_label: 'Roobet', crypto3_label: 'Gamdom' },
  affiliate_url: '',
  stream_channel: 'podium',
  socials: { youtube: '', instagram: '', kick: '', discord: '', twitter: '' },
  theme: defaultTheme,
};

/** Valid bodies by route: the fuzzer changes one field at a time, so it reaches the database. */
const examples: Record<string, Json[]> = {
  'PUT /api/admin/settings': [settings],
  'POST /api/admin/affiliates': [affiliate],
  'PUT /api/admin/affiliates/:id': [affiliate],
  'POST /api/admin/affiliates/reorder': [{ ids: [1] }],
  'POST /api/admin/leaderboards': [platform],
  'PUT /api/admin/leaderboards/:id': [platform],
  'POST /api/admin/leaderboards/reorder': [{ ids: [1] }],
  'POST /api/admin/leaderboards/:id/period-end': [{ ends_at: '2030-01-01T00:00:00Z' }],
  'POST /api/admin/leaderboards/:id/periods': [
    { starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-02-01T00:00:00+01:00' },
  ],
  'PUT /api/admin/users/:id/role': [{ role: 'VIP' }],
  'POST /api/admin/users/:id/points': [{ amount: 250, reason: 'Stream giveaway' }],
  'POST /api/admin/badges': [badge],
  'PUT /api/admin/badges/:id': [badge],
  'POST /api/admin/users/:id/badges': [{ badge_id: 1 }],
  'POST /api/admin/achievements': [achievement],
  'PUT /api/admin/achievements/:id': [achievement],
  'POST /api/admin/users/:id/achievements': [{ achievement_id: 1 }],
  'POST /api/admin/store/items': [storeItem],
  'PUT /api/admin/store/items/:id': [storeItem],
  'POST /api/admin/raffles': [raffle],
  'PUT /api/admin/raffles/:id': [raffle],
  'POST /api/admin/raffles/:id/redraw': [{ user_id: 2, reason: 'Did not claim' }],
  'POST /api/admin/raffles/:id/entries/remove': [{ entry_ids: [1] }],
  'POST /api/r/raffles/:id/enter': [
    { entry_type: 'passwordless' },
    { entry_type: 'points', points_spent: 20 },
    { entry_type: 'password', password: 'word', kick_username: 'fuzzer' },
  ],
  'POST /api/r/friends/request': [{ user_id: 2 }],
  'POST /api/r/profile/update': [
    { bio: 'Hello there' },
    { crypto: 'stake_me', crypto2: null, crypto3: '' },
    { twitter_user: 'podium', instagram_user: null, youtube_user: 'podium', tiktok_user: '' },
  ],
  'POST /auth/dev-login': [{ username: 'newcomer' }],
  'POST /api/r/tickets': [
    { category: 'store_order', subject: 'My hoodie', message: 'Not here yet', redemption_id: 1 },
  ],
  'POST /api/r/tickets/:id/reply': [{ message: 'Any news?' }],
  'POST /api/staff/tickets/:id/reply': [{ message: 'On its way' }],
  'POST /api/admin/contact/messages/:id/reply': [{ message: 'Thanks for writing' }],
};

/** Rows to aim at: a member with points, a purchase, a friend request, a raffle entry, one of each catalogue entry. */
async function seedRows(admin: Agent, member: Agent) {
  const writes: [Agent, string, string, Json][] = [
    [admin, 'POST', '/api/admin/affiliates', affiliate],
    [admin, 'POST', '/api/admin/leaderboards', platform],
    [admin, 'POST', '/api/admin/badges', badge],
    [admin, 'POST', '/api/admin/achievements', achievement],
    [admin, 'POST', '/api/admin/store/items', storeItem],
    [admin, 'POST', '/api/admin/raffles', raffle],
    [admin, 'POST', '/api/admin/users/2/points', { amount: 5000, reason: 'Welcome' }],
    [admin, 'POST', '/api/admin/users/2/badges', { badge_id: 1 }],
    [member, 'POST', '/api/r/store/1/redeem', {}],
    [member, 'POST', '/api/r/friends/request', { user_id: 1 }],
    [member, 'POST', '/api/r/raffles/1/enter', { entry_type: 'points', points_spent: 30 }],
  ];
  for (const [agent, method, url, payload] of writes) {
    const res = await agent.request({ method: method as 'POST', url, payload: payload as object });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  }
}

/** What is wrong with an answer: a 5xx, or a 4xx that is not the envelope. Empty when it is fine. */
function problemsWith(res: LightMyRequestResponse): string[] {
  if (res.statusCode >= 500) return [`${res.statusCode} ${res.body.slice(0, 300)}`];
  if (res.statusCode < 400) return [];
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return [`${res.statusCode} is not JSON: ${res.body.slice(0, 200)}`];
  }
  const envelope =
    body.success === false &&
    body.data === null &&
    typeof body.message === 'string' &&
    body.message.trim() !== '' &&
    typeof body.code === 'string' &&
    body.code !== '' &&
    (body.errors === null || typeof body.errors === 'object');
  return envelope ? [] : [`${res.statusCode} is not the envelope: ${res.body.slice(0, 300)}`];
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 200)} ${JSON.stringify(r.headers)} ${r.payload?.slice(0, 200) ?? ''}`;

/** Fuzzes each route in turn with its own seed; answers one line per route that failed. */
async function fuzzRoutes(
  routes: AppRoute[],
  send: (r: FuzzRequest) => Promise<LightMyRequestResponse>,
  numRuns: number,
) {
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    let seen = '';
    const details = await fc.check(
      fc.asyncProperty(requestFor(route, examples[routeName(route)]), async (request) => {
        const problems = problemsWith(await send(request));
        if (problems.length) seen = `${describeRequest(request)} → ${problems.join('; ')}`;
        return problems.length === 0;
      }),
      { seed: SEED + index, numRuns, endOnFailure: true },
    );
    if (details.failed) failures.push(`${routeName(route)} (seed ${SEED + index}): ${seen}`);
  }
  return failures;
}

/** Balances that differ from the sum of their ledger rows, or from the last row's balance_after. */
async function ledgerMismatches() {
  const result = (await ctx.db.execute(sql`
    select u.id, u.points::text as points, coalesce(sum(t.amount), 0)::text as total,
      (select t2.balance_after::text from points_transactions t2 where t2.user_id = u.id
       order by t2.id desc limit 1) as last_balance
    from users u left join points_transactions t on t.user_id = u.id
    group by u.id order by u.id`)) as unknown as {
    rows: { id: number; points: string; total: string; last_balance: string | null }[];
  };
  return result.rows.filter((r) => r.points !== r.total || r.points !== (r.last_balance ?? '0'));
}

describe('fuzzing every route with hostile input', () => {
  it('answers an Admin with the CSRF token with no 5xx and only envelope refusals; the ledger still adds up', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const member = await signedIn(ctx, 'fuzzer', 'Member');
    // Kick links, so raffle entries get past the first rule.
    await ctx.db.update(users).set({ kickUsername: sql`${users.username} || '_kick'` });
    await seedRows(admin, member);
    expect(ctx.routes.length).toBeGreaterThan(50);
    // An example for a route that no longer exists would silently stop reaching past validation.
    const names = new Set(ctx.routes.map(routeName));
    expect(Object.keys(examples).filter((name) => !names.has(name))).toEqual([]);
    const [boss] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'boss'));
    let token = admin.cookies.get(SESSION_COOKIE);

    const failures = await fuzzRoutes(
      ctx.routes,
      async (request) => {
        const res = await admin.request(injectOptions(request));
        // Signing out or in as someone else is a valid request; go on as the Admin.
        if (admin.cookies.get(SESSION_COOKIE) !== token) {
          token = await createSession(ctx.db, boss!.id);
          admin.cookies.set(SESSION_COOKIE, token);
          await admin.page('/');
        }
        return res;
      },
      RUNS,
    );
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    expect(await ledgerMismatches()).toEqual([]);
  }, 120_000);

  it('answers a visitor with no 5xx and only envelope refusals', async () => {
    const guest = await visitor(ctx);
    const failures = await fuzzRoutes(
      ctx.routes,
      (request) => guest.request(injectOptions(request)),
      VISITOR_RUNS,
    );
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 60_000);
});
