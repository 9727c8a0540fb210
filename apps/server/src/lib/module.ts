import type { LiveTopic } from '@podium/shared/common/live';
import type { FastifyBaseLogger, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { AppDeps } from '../app-types.ts';
import type { Tx } from '../db/client.ts';
import type { ZodTypeProvider } from './validation.ts';

/** A feature's routes: request parts typed by each route's declared schemas (decision 035). */
export type FeatureRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;

/**
 * A job every process schedules (jobs.ts) but only one runs at a time: the one holding its lease in
 * the database, taken when `everyMs` has passed since the last start anywhere (decision 014). A run
 * that dies is taken over after its lease expires and runs again from the top, so a job's effect must
 * be safe to redo: conditional updates, unique keys, or `run.finishIn(tx)` with the effect.
 */
export interface ScheduledJob {
  /** Unique across modules: the lease row's key. */
  name: string;
  everyMs: number;
  /** Also try it as soon as the schedule starts (it runs if due); otherwise the first try is when due. */
  runAtStart?: boolean;
  /** Whether this configuration schedules it at all (default: always). */
  enabled?: (deps: AppDeps) => boolean;
  run: (deps: AppDeps, run: JobRun) => Promise<void>;
}

/** What a running job is given besides the deps. */
export interface JobRun {
  /** Aborted when this process loses the lease (another took the job over) or is shutting down. */
  signal: AbortSignal;
  /** The process's logger, for what a job expects to go wrong now and then (a provider refusing). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * Ends the run inside the caller's transaction, so the effect and "done" commit together and a
   * crash after the commit leaves nothing to redo. False when the lease is no longer this process's:
   * then write nothing (return, or throw to roll the transaction back).
   */
  finishIn(tx: Tx): Promise<boolean>;
}

/**
 * What a feature brings to the app, exported by `features/<x>/<x>.module.ts` and listed once in
 * modules.ts. app.ts mounts `staffRoutes` under /api/staff (Moderator or Admin) and `adminRoutes`
 * under /api/admin (Admin) and applies those guards itself: a feature never guards them again.
 */
export interface FeatureModule {
  /** The feature's folder name: the same word on the server and the web. */
  name: string;
  publicRoutes?: FeatureRoutes;
  staffRoutes?: FeatureRoutes;
  adminRoutes?: FeatureRoutes;
  jobs?: readonly ScheduledJob[];
  /**
   * The live-update topics it publishes (`deps.live.publish(topic, data)`); clients may subscribe to
   * these at GET /api/r/live?topics=… and to no others.
   */
  liveTopics?: readonly LiveTopic[];
  /** Demo content, written into an empty database inside one transaction, in module order. */
  seed?: (tx: Tx) => Promise<void>;
}
