import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import { jobLeases } from '../../src/lib/job-leases.table.ts';
import { acquireLease } from '../../src/lib/job-leases.ts';
import type { ScheduledJob } from '../../src/lib/module.ts';
import { modules } from '../../src/modules.ts';
import { useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';
import { delay, gate, leaseOf, makeDue, schedulerOn, until } from '../helpers/jobs.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;

/** A job that counts its runs (and records when each started). */
function counted(name: string, fields: Partial<ScheduledJob> = {}) {
  const starts: number[] = [];
  const job: ScheduledJob = { name, everyMs: HOUR, run: async () => void starts.push(Date.now()), ...fields };
  return { job, starts };
}

describe('scheduled jobs run once, whichever process ticks', () => {
  it('a due job runs once in 100 trials while three schedulers tick at once', async () => {
    const three = [0, 1, 2].map(() => schedulerOn(ctx.db));
    const { job, starts } = counted('trial');
    for (let trial = 0; trial < 100; trial++) {
      if (trial > 0) await makeDue(ctx.db, job.name);
      const ran = await Promise.all(three.map((s) => s.runIfDue(job)));
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(starts).toHaveLength(trial + 1);
      // Not due again until its interval has passed, for any of them.
      expect(await Promise.all(three.map((s) => s.runIfDue(job)))).toEqual([false, false, false]);
    }
  });

  it('on their timers, two schedulers together keep one interval between starts', async () => {
    const { job, starts } = counted('timed', { everyMs: 250, runAtStart: true });
    const both = [schedulerOn(ctx.db).start([job]), schedulerOn(ctx.db).start([job])];
    await delay(1400);
    await Promise.all(both.map((s) => s.stop()));
    // One process alone would start it 6 times in 1.4 s (at 0, 250, …, 1250 ms); two without leases 12.
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect(starts.length).toBeLessThanOrEqual(7);
    const gaps = starts.slice(1).map((t, i) => t - (starts[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(150);
  });

  it('at start, tries a runAtStart job and an overdue one; a new job waits its interval; a disabled one never runs', async () => {
    const eager = counted('eager', { runAtStart: true });
    const overdue = counted('overdue');
    const fresh = counted('fresh');
    const off = counted('off', { runAtStart: true, enabled: () => false });
    await schedulerOn(ctx.db).runIfDue(overdue.job);
    await makeDue(ctx.db, 'overdue');
    const scheduler = schedulerOn(ctx.db).start([eager.job, overdue.job, fresh.job, off.job]);
    await until(() => eager.starts.length === 1 && overdue.starts.length === 2);
    await delay(100);
    await scheduler.stop();
    expect([eager.starts.length, overdue.starts.length, fresh.starts.length, off.starts.length]).toEqual([
      1, 2, 0, 0,
    ]);
    expect(await leaseOf(ctx.db, 'fresh')).toBeUndefined();
  });

  it('refuses two jobs of one name (they would share a lease)', () => {
    const { job } = counted('twin');
    expect(() => schedulerOn(ctx.db).start([job, { ...job }])).toThrow(/twin/);
  });
});

describe('leases', () => {
  it('takes over an expired lease whose run never finished, and leaves a live one alone', async () => {
    const { job, starts } = counted('sync');
    const lease = { name: 'sync', holder: 'a-process-that-died', everyMs: HOUR, leaseMs: 60_000 };
    expect(await acquireLease(ctx.db, lease)).toBe(true);
    const other = schedulerOn(ctx.db);
    expect(await other.runIfDue(job)).toBe(false);
    expect(starts).toHaveLength(0);

    await ctx.db
      .update(jobLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, 'sync'));
    // Taken over at once, though its interval has not passed: the dead holder's run is done again.
    expect(await other.runIfDue(job)).toBe(true);
    expect(starts).toHaveLength(1);
    const row = await leaseOf(ctx.db, 'sync');
    expect(row).toMatchObject({ holder: null, lastError: null });
    expect(row?.lastFinishedAt).toBeInstanceOf(Date);
    expect(await other.runIfDue(job)).toBe(false);
  });

  it('a failed job records its error and frees the lease; the next success clears the error', async () => {
    let fail = true;
    const job: ScheduledJob = {
      name: 'payout',
      everyMs: HOUR,
      run: async () => {
        if (fail) throw new Error('casino API down');
      },
    };
    const scheduler = schedulerOn(ctx.db);
    expect(await scheduler.runIfDue(job)).toBe(true);
    expect(await leaseOf(ctx.db, 'payout')).toMatchObject({ holder: null, lastError: 'casino API down' });
    expect(await schedulerOn(ctx.db).runIfDue(job)).toBe(false); // tried again at its next interval

    fail = false;
    await makeDue(ctx.db, 'payout');
    expect(await schedulerOn(ctx.db).runIfDue(job)).toBe(true);
    expect(await leaseOf(ctx.db, 'payout')).toMatchObject({ holder: null, lastError: null });
  });

  it('renewal keeps a long job its lease well past the lease time', async () => {
    const long = gate();
    const job: ScheduledJob = { name: 'long', everyMs: 50, run: () => long.closed };
    const holder = schedulerOn(ctx.db, { leaseMs: 200 });
    const running = holder.runIfDue(job);
    await until(async () => (await leaseOf(ctx.db, 'long'))?.holder === holder.holder);
    const firstExpiry = (await leaseOf(ctx.db, 'long'))?.expiresAt as Date;
    const others = schedulerOn(ctx.db, { leaseMs: 200 });
    const started = Date.now();
    while (Date.now() - started < 900) {
      expect(await others.runIfDue(job)).toBe(false);
      await delay(40);
    }
    expect((await leaseOf(ctx.db, 'long'))?.expiresAt.getTime()).toBeGreaterThan(firstExpiry.getTime());
    long.open();
    expect(await running).toBe(true);
    expect(await leaseOf(ctx.db, 'long')).toMatchObject({ holder: null, lastError: null });
  });

  it('tells a job through its signal when another process has taken its lease', async () => {
    let finishedWhenLost: boolean | undefined;
    const job: ScheduledJob = {
      name: 'draw',
      everyMs: HOUR,
      run: async (deps, run) => {
        await new Promise((resolve) => run.signal.addEventListener('abort', resolve));
        finishedWhenLost = await deps.db.transaction((tx) => run.finishIn(tx));
      },
    };
    const scheduler = schedulerOn(ctx.db, { leaseMs: 150 });
    const running = scheduler.runIfDue(job);
    await until(async () => (await leaseOf(ctx.db, 'draw'))?.holder === scheduler.holder);
    await ctx.db.update(jobLeases).set({ holder: 'another-process' }).where(eq(jobLeases.name, 'draw'));
    expect(await running).toBe(true);
    expect(finishedWhenLost).toBe(false);
    expect((await leaseOf(ctx.db, 'draw'))?.holder).toBe('another-process');
  });

  it('a run that committed its end with its effect is not redone, even while its process hangs on', async () => {
    const hang = gate();
    const job: ScheduledJob = {
      name: 'raffle-draw',
      everyMs: HOUR,
      run: async (deps, run) => {
        await deps.db.transaction(async (tx) => {
          if (!(await run.finishIn(tx))) return;
          // …the effect would be written here, with tx…
        });
        await hang.closed;
      },
    };
    const scheduler = schedulerOn(ctx.db, { leaseMs: 100 });
    const running = scheduler.runIfDue(job);
    await until(async () => (await leaseOf(ctx.db, 'raffle-draw'))?.lastFinishedAt != null);
    await delay(250); // past its lease time
    expect(await schedulerOn(ctx.db).runIfDue(job)).toBe(false);
    hang.open();
    expect(await running).toBe(true);
    expect(await leaseOf(ctx.db, 'raffle-draw')).toMatchObject({ holder: null, lastError: null });
  });

  it('stop() signals running jobs and hands their leases over at once', async () => {
    const stuck = gate();
    let aborted = false;
    const job: ScheduledJob = {
      name: 'stuck',
      everyMs: HOUR,
      runAtStart: true,
      run: async (_deps, run) => {
        run.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await stuck.closed; // ignores the signal, like a job between two safe points
      },
    };
    const leaving = schedulerOn(ctx.db, { leaseMs: 60_000, stopTimeoutMs: 100 }).start([job]);
    await until(async () => (await leaseOf(ctx.db, 'stuck'))?.holder === leaving.holder);
    const started = Date.now();
    await leaving.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(aborted).toBe(true);
    const { job: again, starts } = counted('stuck');
    expect(await schedulerOn(ctx.db).runIfDue(again)).toBe(true);
    expect(starts).toHaveLength(1);
    stuck.open();
    await leaving.stop(); // its run ends now, finding the job no longer its own
    expect(await leaseOf(ctx.db, 'stuck')).toMatchObject({ holder: null, lastError: null });
  });
});

describe('modules declare their jobs', () => {
  it('schedules every feature’s work from its own module: roll-over, demo ticks, clean-ups, draws, syncs, announcements, the staff’s waiting work', () => {
    const jobs = modules.flatMap((m) => (m.jobs ?? []).map((j) => `${m.name}:${j.name}`));
    expect(jobs).toEqual([
      'leaderboard:period-rollover',
      'leaderboard:demo-wagers',
      'auth:session-cleanup',
      'kick:kick-events-prune',
      'raffles:raffle-draws',
      'raffles:raffle-claims',
      'wager-raffles:wager-raffle-draws',
      'wager-raffles:wager-raffle-claims',
      'wager-feeds:wager-feeds-sync',
      'announcements:announcements-discord',
      'staff-work:staff-work-watch',
      'notifications:notifications-deliver',
      'notifications:notifications-retention',
    ]);
  });

  it('the demo wagers tick once per interval, their increments committed with the end of the run', async () => {
    const { period } = await createBoard(ctx.db, { provider: 'demo', players: 40 });
    const demoWagers = modules.flatMap((m) => m.jobs ?? []).find((j) => j.name === 'demo-wagers')!;
    const total = async () => {
      const [row] = await ctx.db
        .select({ cents: sql<string>`sum(${wagers.wageredCents})` })
        .from(wagers)
        .where(eq(wagers.periodId, period.id));
      return Number(row?.cents);
    };
    const before = await total();
    const ran = await Promise.all([0, 1, 2].map(() => schedulerOn(ctx.db).runIfDue(demoWagers)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    const after = await total();
    expect(after).toBeGreaterThan(before);
    expect(await leaseOf(ctx.db, 'demo-wagers')).toMatchObject({ holder: null, lastError: null });
    expect(await schedulerOn(ctx.db).runIfDue(demoWagers)).toBe(false);
    expect(await total()).toBe(after);
  });
});
