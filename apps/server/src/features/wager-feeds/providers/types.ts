import type { ApiProvider } from '@podium/shared/wager-feeds/messages';

/** What one sync asks a casino for: its period's range, with the platform's key. */
export interface FeedRequest {
  baseUrl: string;
  apiKey: string;
  /** The affiliate's own account id where the API needs one (Roobet's userId). */
  accountId: string | null;
  /** The period's start and the end of the range asked (the period's end, or now while it runs). */
  start: Date;
  end: Date;
  signal?: AbortSignal;
}

/** One player's row for the `wagers` table. */
export interface FeedRow {
  /** The lower-cased casino username (members match on it), or `hidden #n` for a hidden player. */
  playerKey: string;
  displayName: string;
  wageredCents: number;
  favoriteGameTitle: string | null;
  avatarUrl: string | null;
}

/** One casino: its request and answer format, in its own file. */
export interface WagerAdapter {
  provider: ApiProvider;
  /** The shortest time between two calls with one key (Upgrader: 5 minutes). */
  cooldownMs: number;
  fetchRows(request: FeedRequest): Promise<FeedRow[]>;
}

export type FeedFailure = 'network' | 'http' | 'rate_limited' | 'unauthorized' | 'malformed';

/**
 * A casino call that failed or answered garbage. The message is safe to store and show: it never
 * holds the URL (keys travel in some URLs) nor the answer's body.
 */
export class FeedError extends Error {
  constructor(
    readonly kind: FeedFailure,
    message: string,
    /** From a 429's Retry-After, when given. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
