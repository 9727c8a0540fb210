import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { pgErrorCode } from '../../src/db/constraints.ts';
import { achievements, userAchievements } from '../../src/features/achievements/achievements.table.ts';
import { ensureDefaultAchievements } from '../../src/features/achievements/achievements.usecases.ts';
import { pointsHistory } from '../../src/features/points/ledger.repository.ts';
import { applyLedger, type LedgerEntry } from '../../src/features/points/ledger.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { driver, resetDatabase, testDatabase } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';

// On PostgreSQL every applyLedger call takes its own pool connection, so these are real races; on
// PGlite (one connection) the same calls run one after another and must give the same answers.
let db: Db;
beforeAll(async () => {
  db = (await testDatabase()).db;
});
beforeEach(() => resetDatabase(db));

const entry = (userId: number, amount: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  userId,
  amount,
  kind: 'test',
  reason: `Test ${amount}`,
  ...extra,
});

async function memberWith(points: number) {
  const member = await createUser(db);
  if (points > 0) await applyLedger(db, entry(member.id, points, { kind: 'seed' }));
  return member;
}

const balanceOf = async (userId: number) =>
  (await db.select({ points: users.points, xp: users.xp }).from(users).where(eq(users.id, userId)))[0]!;
const rowsOf = (userId: number) =>
  db
    .select()
    .from(pointsTransactions)
    .where(eq(pointsTransactions.userId, userId))
    .orderBy(asc(pointsTransactions.id));

/** The ledger invariant: rows chain (each balanceAfter = previous + amount), never below zero, and add up to the cached balance. */
async function expectLedgerConsistent(userId: number) {
  const rows = await rowsOf(userId);
  const { points } = await balanceOf(userId);
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    expect(row.balanceAfter, `row ${row.id}`).toBe(running);
    expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(points);
  if (rows.length) expect(rows.at(-1)!.balanceAfter).toBe(points);
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsTransactions.amount}), 0)::int` })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.userId, userId));
  expect(sum!.total).toBe(points);
}

describe(`ledger on ${driver}`, () => {
  it('lets exactly as many concurrent debits through as the balance covers, and never goes negative', async () => {
    const member = await memberWith(100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => applyLedger(db, entry(member.id, -10, { reason: `Debit ${i}` }))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, message: 'Insufficient Points' });
    expect((await balanceOf(member.id)).points).toBe(0);
    expect(await rowsOf(member.id)).toHaveLength(11);
    await expectLedgerConsistent(member.id);
  });

  it('never loses a concurrent credit', async () => {
    const member = await memberWith(0);
    await Promise.all(Array.from({ length: 40 }, () => applyLedger(db, entry(member.id, 7))));
    expect((await balanceOf(member.id)).points).toBe(280);
    const after = (await rowsOf(member.id)).map((r) => r.balanceAfter);
    expect(after).toEqual(Array.from({ length: 40 }, (_, i) => (i + 1) * 7));
    await expectLedgerConsistent(member.id);
  });

  it('keeps the sum of transactions equal to the balance under mixed concurrent credits and debits', async () => {
    const member = await memberWith(50);
    const amounts = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 15 : -20));
    const results = await Promise.allSettled(amounts.map((n) => applyLedger(db, entry(member.id, n))));
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 });
    }
    const applied = results.reduce((sum, r, i) => sum + (r.status === 'fulfilled' ? amounts[i]! : 0), 50);
    expect((await balanceOf(member.id)).points).toBe(applied);
    await expectLedgerConsistent(member.id);
  });

  it('keeps members apart: racing on one member does not touch another', async () => {
    const a = await memberWith(30);
    const b = await memberWith(30);
    await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => applyLedger(db, entry(i % 2 ? a.id : b.id, -10))),
    );
    expect((await balanceOf(a.id)).points).toBe(0);
    expect((await balanceOf(b.id)).points).toBe(0);
    await expectLedgerConsistent(a.id);
    await expectLedgerConsistent(b.id);
  });

  it('credits a duplicate reference once, even when fired concurrently', async () => {
    const member = await memberWith(0);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        applyLedger(db, entry(member.id, 25, { reference: 'raffle_win:7', kind: 'raffle_win' })),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    const firstId = results.find((r) => r.applied)!.transactionId;
    for (const r of results) expect(r).toMatchObject({ points: 25, transactionId: firstId });
    expect((await balanceOf(member.id)).points).toBe(25);
    expect(await rowsOf(member.id)).toHaveLength(1);
    // The same reference for another member is a different event.
    const other = await memberWith(0);
    expect((await applyLedger(db, entry(other.id, 25, { reference: 'raffle_win:7' }))).applied).toBe(true);
  });

  it('does nothing for an already-applied reference even if the amount would now overdraw', async () => {
    const member = await memberWith(10);
    await applyLedger(db, entry(member.id, -10, { reference: 'store_redemption:1' }));
    const again = await applyLedger(db, entry(member.id, -10, { reference: 'store_redemption:1' }));
    expect(again).toMatchObject({ applied: false, points: 0 });
    await expectLedgerConsistent(member.id);
  });

  it('unlocks level achievements once when XP arrives, however often', async () => {
    await ensureDefaultAchievements(db);
    const member = await memberWith(0);
    // 4,000 XP reaches level 5 ('Rising Star'); concurrent awards keep going but unlock it only once.
    await applyLedger(db, entry(member.id, 0, { xp: 4000, kind: 'xp' }));
    await Promise.all(Array.from({ length: 8 }, () => applyLedger(db, entry(member.id, 0, { xp: 1000 }))));
    expect(await balanceOf(member.id)).toEqual({ points: 0, xp: 12_000 });
    const unlocked = await db
      .select({ key: achievements.key })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, member.id))
      .orderBy(asc(achievements.key));
    // Level 13: level_5 and level_10, each once; level_25 not yet.
    expect(unlocked.map((u) => u.key)).toEqual(['level_10', 'level_5']);
  });

  it('unlocks points milestones from lifetime earnings, not the current balance', async () => {
    await ensureDefaultAchievements(db);
    const member = await memberWith(600);
    await applyLedger(db, entry(member.id, -500));
    await applyLedger(db, entry(member.id, 400));
    expect((await balanceOf(member.id)).points).toBe(500);
    const unlocked = await db
      .select({ key: achievements.key })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, member.id));
    expect(unlocked).toEqual([{ key: 'points_1000' }]);
  });

  it('refuses a direct negative balance at the database (CHECK constraint 23514)', async () => {
    const member = await memberWith(5);
    const error = await db
      .update(users)
      .set({ points: -1 })
      .where(eq(users.id, member.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe('23514');
    expect((await balanceOf(member.id)).points).toBe(5);
  });

  it('refuses a ledger row with a negative running balance at the database', async () => {
    const member = await memberWith(0);
    const error = await db
      .insert(pointsTransactions)
      .values({ userId: member.id, amount: -1, kind: 'test', reason: 'Sneaky', balanceAfter: -1 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe('23514');
  });

  it('answers 404 for an unknown member and refuses non-integer amounts', async () => {
    await expect(applyLedger(db, entry(999, 10))).rejects.toMatchObject({ status: 404 });
    const member = await memberWith(0);
    await expect(applyLedger(db, entry(member.id, 1.5))).rejects.toThrow(/integers/);
    await expect(applyLedger(db, entry(member.id, 0, { xp: -5 }))).rejects.toThrow(/non-negative/);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('pages a member’s own history newest first by id', async () => {
    const member = await memberWith(0);
    for (let i = 1; i <= 5; i++) await applyLedger(db, entry(member.id, i));
    const first = await pointsHistory(db, member.id, { limit: 3 });
    expect(first.map((r) => r.amount)).toEqual([5, 4, 3]);
    expect(first[0]).toMatchObject({ kind: 'test', balance_after: 15 });
    const rest = await pointsHistory(db, member.id, { before: first.at(-1)!.id, limit: 3 });
    expect(rest.map((r) => r.amount)).toEqual([2, 1]);
  });
});
