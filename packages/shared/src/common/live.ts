import { z } from './zod.ts';

/**
 * Live updates (Server-Sent Events): one endpoint, many topics. A feature module on the server declares
 * the topics it publishes (`liveTopics`); the web subscribes to them through one hook (lib/use-live.ts).
 */
export const LIVE_PATH = '/api/r/live';

/** Every topic name, on both sides. The server accepts only those a feature module declares. */
export const liveTopics = {
  leaderboard: 'leaderboard',
  bonusHunt: 'bonus-hunt',
  raffle: 'raffle',
  tournament: 'tournament',
  wagerRaffle: 'wager-raffle',
  /** The Kick channel went live or offline (decision 027). */
  stream: 'stream',
  /** Waiting staff work changed (decision 053): carries no data, the sidebar refetches its own counts. */
  staffWork: 'staff-work',
  /** Points predictions (issue 29): a stake, a lock, a result. */
  predictions: 'predictions',
  /** Slot requests (issue 29, decision 059): the queue, a pick, the settings. */
  slotRequests: 'slot-requests',
  /** Slot challenges (issue 29): a challenge posted, a claim sent or reviewed. */
  slotChallenges: 'slot-challenges',
  /**
   * A member's notifications changed (decision 062): sent only to that member's own streams, with no
   * data; the bell refetches its count.
   */
  notifications: 'notifications',
} as const;

export type LiveTopic = (typeof liveTopics)[keyof typeof liveTopics];

/** The most topics one stream may ask for. */
export const LIVE_MAX_TOPICS = 16;

/** GET /api/r/live?topics=leaderboard,raffle: a comma-separated list of topic names. */
export const liveQuerySchema = z.object({
  topics: z
    .string()
    .trim()
    .min(1, 'name at least one topic')
    .max(400)
    .transform((s) => [...new Set(s.split(',').map((t) => t.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'is not a topic name'))
        .min(1, 'name at least one topic')
        .max(LIVE_MAX_TOPICS),
    ),
  /** The event to resume after, for a client that opens a new stream itself (the header wins); ignored
   * when it is not one string. */
  last_event_id: z.string().optional().catch(undefined),
});

/**
 * The first event of every stream, once it is subscribed: `data` is `{ topics }`, and its id marks the
 * moment, so a client that reconnects before any other event still resumes from there. (Not `open`:
 * EventSource fires its own `open` event.)
 */
export const LIVE_SUBSCRIBED_EVENT = 'subscribed';

/**
 * The event sent when a stream resumed with a Last-Event-ID that this server can no longer replay
 * (too old, or published before this process started): the client refetches these topics.
 */
export const LIVE_RESET_EVENT = 'reset';

/** `data` of a reset event. */
export interface LiveReset {
  topics: string[];
}
