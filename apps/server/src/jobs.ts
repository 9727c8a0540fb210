import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from './app-types.ts';
import {
  acquireLease,
  finishLease,
  type LeaseTerms,
  msUntilDue,
  releaseLeases,
  renewLease,
} from './lib/job-leases.ts';
import type { FeatureModule, JobRun, ScheduledJob } from './lib/module.ts';
import { modules } from './modules.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface SchedulerOptions {
  /** A lease not renewed for this long is presumed dead and taken over (renewed every third of it). */
  leaseMs?: number;
  /** How long `stop()` waits for running jobs before handing their leases over anyway. */
  stopTimeoutMs?: number;
  /** The shortest wait between two tries of one job. */
  minWaitMs?: number;
}

const DEFAULTS = { leaseMs: 30_000, stopTimeoutMs: 5_000, minWaitMs: 1_000 };

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Every process runs one: a loop per job that sleeps until the lease row says the job is due, then
 * tries to take the lease; the one process that gets it runs the job, renewing the lease meanwhile,
 * and finishes it (recording a failure). Due-ness is global: `everyMs` since the last start anywhere.
 */
export class JobScheduler {
  /** This scheduler's name in the lease rows. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly options: Required<SchedulerOptions>;
  private readonly loops = new Set<Promise<void>>();
  private readonly running = new Set<AbortController>();
  private readonly wakers = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: Log,
    options: SchedulerOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Schedules the jobs this configuration enables; their names must be unique (one lease each). */
  start(jobs: readonly ScheduledJob[]): this {
    const names = jobs.map((job) => job.name);
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    if (twice.length > 0) throw new Error(`two scheduled jobs are named ${twice.join(', ')}`);
    for (const job of jobs) {
      if (job.enabled && !job.enabled(this.deps)) continue;
      const loop = this.loop(job).finally(() => this.loops.delete(loop));
      this.loops.add(loop);
    }
    return this;
  }

  /** One try: runs the job here, now, if it is due and nobody holds it. True when it ran. */
  async runIfDue(job: ScheduledJob): Promise<boolean> {
    const { db } = this.deps;
    const { leaseMs } = this.options;
    const lease: LeaseTerms = { name: job.name, holder: this.holder, everyMs: job.everyMs, leaseMs };
    if (this.stopped || !(await acquireLease(db, lease))) return false;
    const controller = new AbortController();
    let finished = false;
    const run: JobRun = {
      signal: controller.signal,
      log: this.log,
      finishIn: async (tx) => (finished = await finishLease(tx, lease)),
    };
    this.running.add(controller);
    if (this.stopped) controller.abort(new Error('shutting down')); // stop() came during the take
    const renewal = this.keepRenewing(lease, controller, () => finished);
    let failure: string | null = null;
    try {
      await job.run(this.deps, run);
    } catch (error) {
      failure = describeError(error);
      this.log.error({ err: error }, `job ${job.name} failed`);
    } finally {
      this.running.delete(controller);
      await renewal.stop();
    }
    if (!finished || failure) await finishLease(db, lease, failure);
    return true;
  }

  /**
   * For graceful shutdown: no new runs, running jobs are signalled to stop and awaited (at most
   * `stopTimeoutMs`), then whatever this process still holds is released for another to take over.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of this.wakers) wake();
    for (const controller of this.running) controller.abort(new Error('shutting down'));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, this.options.stopTimeoutMs);
    });
    await Promise.race([Promise.allSettled(this.loops), timeout]);
    clearTimeout(timer);
    try {
      const released = await releaseLeases(this.deps.db, this.holder);
      if (released > 0) this.log.warn(`${released} job(s) still running at shutdown: leases released`);
    } catch (error) {
      this.log.error({ err: error }, 'could not release the job leases; they expire by themselves');
    }
  }

  private async loop(job: ScheduledJob) {
    let wait = job.runAtStart ? 0 : await this.untilDue(job);
    while (!this.stopped) {
      await this.sleep(wait);
      if (this.stopped) return;
      try {
        await this.runIfDue(job);
        wait = await this.untilDue(job);
      } catch (error) {
        this.log.error({ err: error }, `job ${job.name}: could not reach its lease`);
        wait = Math.min(job.everyMs, this.options.leaseMs);
      }
    }
  }

  /** When to try next: when due or when the holder's lease ends, within [minWaitMs, everyMs + leaseMs]. */
  private async untilDue(job: ScheduledJob): Promise<number> {
    const { minWaitMs, leaseMs } = this.options;
    const ms = await msUntilDue(this.deps.db, job.name, job.everyMs).catch(() => null);
    return Math.min(Math.max(ms ?? job.everyMs, minWaitMs), job.everyMs + leaseMs);
  }

  private keepRenewing(lease: LeaseTerms, controller: AbortController, finished: () => boolean) {
    let pending: Promise<void> = Promise.resolve();
    const renew = () =>
      renewLease(this.deps.db, lease).then(
        (held) => {
          if (held || finished() || controller.signal.aborted) return;
          this.log.warn(`job ${lease.name}: lease lost, another process has taken the job over`);
          controller.abort(new Error('lease lost'));
        },
        (error) => this.log.warn({ err: error }, `job ${lease.name}: could not renew its lease`),
      );
    const timer = setInterval(
      () => {
        pending = pending.then(renew);
      },
      Math.max(1, Math.floor(lease.leaseMs / 3)),
    );
    timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await pending;
      },
    };
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.wakers.add(wake);
    });
  }
}

/**
 * Schedules every module's jobs in this process (main.ts). Returns the shutdown step: stop trying,
 * let running jobs end (bounded), release this process's leases.
 */
export function startJobs(
  app: FastifyInstance,
  features: readonly FeatureModule[] = modules,
  options: SchedulerOptions = {},
): () => Promise<void> {
  const scheduler = new JobScheduler(app.deps, app.log, options).start(features.flatMap((m) => m.jobs ?? []));
  return () => scheduler.stop();
}
