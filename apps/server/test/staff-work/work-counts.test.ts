import { liveTopics } from '@podium/shared/common/live';
import { WORK_COUNTS_PATH, type WorkCounts } from '@podium/shared/staff-work/schemas';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/features/contact/contact.table.ts';
import { requestPayout } from '../../src/features/payouts/payouts.usecases.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { workWatcher } from '../../src/features/staff-work/staff-work.jobs.ts';
import { storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { contactForm, freshAddress, postContact, useCaptchaAnswers } from '../helpers/captcha.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { createStoreItem } from '../helpers/factories.ts';

const ctx = useTestApp();
const { solve } = useCaptchaAnswers();

const countsOf = async (agent: Agent) => {
  const res = await agent.get(WORK_COUNTS_PATH);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: WorkCounts }>(res).data;
};

const idOf = async (username: string) => (await findUserByUsername(ctx.db, username))!.id;

/** A member with points who buys an item, opens a ticket, writes to contact and links a casino account. */
async function memberWithWork(username: string) {
  const agent = await signedIn(ctx, username);
  const id = await idOf(username);
  await applyLedger(ctx.db, { userId: id, amount: 500, kind: 'test', reason: 'Test' });
  const item = await createStoreItem(ctx.db, { cost: 100 });
  expect((await agent.post(`/api/r/store/${item.id}/redeem`)).statusCode).toBe(200);
  const ticket = await agent.post('/api/r/tickets', {
    category: 'account',
    subject: 'Help',
    message: 'Please',
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  const contact = await postContact(agent, { ...contactForm(), ...(await solve(agent)) }, freshAddress());
  expect(contact.statusCode, contact.body).toBe(200);
  await linkCasino(ctx.db, id, { crypto: `${username}_casino` }, 'pending');
  await requestPayout(ctx.db, {
    userId: id,
    source: 'vip_reward',
    sourceId: id,
    amountCents: 2_500,
    description: 'Gold tier',
    platformId: null,
    casinoUsername: `${username}_casino`,
  });
  return { agent, id };
}

describe('GET /api/staff/work-counts', () => {
  it('is for staff only: a visitor is asked to sign in, a member is refused', async () => {
    expect((await (await visitor(ctx)).get(WORK_COUNTS_PATH)).statusCode).toBe(401);
    expect((await (await signedIn(ctx, 'alice')).get(WORK_COUNTS_PATH)).statusCode).toBe(403);
  });

  it('counts each queue the role may act on: an Admin all six, a Moderator redemptions and tickets', async () => {
    await memberWithWork('alice');
    await memberWithWork('bob');
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const mod = await signedIn(ctx, 'mod', 'Moderator');

    expect(await countsOf(admin)).toEqual({
      redemptions: 2,
      tickets: 2,
      payouts: 2,
      contact: 2,
      casino_accounts: 2,
      leaderboard_prizes: 0,
    });
    expect(await countsOf(mod)).toEqual({ redemptions: 2, tickets: 2 });
  });

  it('drops a count when staff handle the work', async () => {
    await memberWithWork('alice');
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const [redemption] = await ctx.db
      .select({ id: storeRedemptions.id })
      .from(storeRedemptions)
      .orderBy(desc(storeRedemptions.id))
      .limit(1);
    const [message] = await ctx.db.select({ id: contactMessages.id }).from(contactMessages).limit(1);

    expect((await admin.post(`/api/staff/redemptions/${redemption!.id}/process`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/contact/messages/${message!.id}/read`)).statusCode).toBe(200);
    expect(await countsOf(admin)).toEqual({
      redemptions: 0,
      tickets: 1,
      payouts: 1,
      contact: 0,
      casino_accounts: 1,
      leaderboard_prizes: 0,
    });
  });

  it('leaves out a staff member’s own purchase, ticket and payout: they cannot act on those', async () => {
    await memberWithWork('mod');
    await memberWithWork('deputy');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const deputy = await signedIn(ctx, 'deputy', 'Admin');
    const admin = await signedIn(ctx, 'boss', 'Admin');

    expect(await countsOf(mod)).toEqual({ redemptions: 1, tickets: 1 });
    expect(await countsOf(deputy)).toMatchObject({ redemptions: 1, tickets: 1, payouts: 1 });
    expect(await countsOf(admin)).toMatchObject({ redemptions: 2, tickets: 2, payouts: 2 });
  });
});

describe('live updates', () => {
  it('publishes staff-work when waiting work changes, and only then', async () => {
    const { live } = ctx.app.deps;
    expect(live.accepts(liveTopics.staffWork)).toBe(true);
    let events = 0;
    const stop = live.onEvent(() => events++);
    const watch = workWatcher();
    try {
      expect(await watch({ db: ctx.db, live })).toBe(false); // the first look is the baseline
      expect(await watch({ db: ctx.db, live })).toBe(false);

      const alice = await signedIn(ctx, 'alice');
      const ticket = await alice.post('/api/r/tickets', {
        category: 'other',
        subject: 'Hi',
        message: 'Hello',
      });
      expect(ticket.statusCode).toBe(201);
      expect(await watch({ db: ctx.db, live })).toBe(true);
      expect(await watch({ db: ctx.db, live })).toBe(false);
      expect(events).toBe(1);
    } finally {
      stop();
    }
  });
});
