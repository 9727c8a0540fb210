import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The signed-in member (the row's id and creation time), else the client's address. */
export const memberKey = (request: FastifyRequest): string =>
  request.user ? `member:${request.user.id}:${request.user.createdAt.getTime()}` : request.ip;

/**
 * Route config for a member's write endpoint: `max` requests a minute per member (per address when
 * signed out — those get a 401 anyway). The key includes the member row's creation time as well as
 * its id, so a recreated row with a reused id (tests truncate and restart identities) starts fresh.
 */
export const perMemberLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: memberKey,
  },
});

export interface FailureLimit {
  /** Failures allowed per key in the window; the next attempt is refused. */
  max: number;
  key: (request: FastifyRequest) => string;
}

/**
 * Counts failures only (wrong password guesses), under several keys at once (the member, the address):
 * `blocked` reads the counters without adding to them, `failed` adds one to each. Right answers never
 * count, so members sharing an address are not held back by each other's successes. Built on the app's
 * rate-limit store, so the counts are shared through Redis when there is one.
 */
export function failureLimiter(app: FastifyInstance, timeWindow: string, limits: FailureLimit[]) {
  const counters = limits.map(({ max, key }) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => key(request) }),
  );
  return {
    async blocked(request: FastifyRequest): Promise<boolean> {
      for (const counter of counters) {
        const state = await counter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) return true;
      }
      return false;
    },
    async failed(request: FastifyRequest): Promise<void> {
      for (const counter of counters) await counter(request);
    },
  };
}

export interface AttemptLimit {
  /** Attempts allowed per key in the window; the next one is refused. */
  max: number;
  /** The counter's key, or null to skip this counter for the request (no member signed in). */
  key: (request: FastifyRequest) => string | null;
}

/**
 * Counts every attempt under several keys at once (the member, the address): `take` adds one to each
 * counter that applies and says whether any is now past its limit. Built on the app's rate-limit store,
 * so the counts are shared through Redis when there is one.
 */
export function attemptLimiter(app: FastifyInstance, timeWindow: string, limits: AttemptLimit[]) {
  const counters = limits.map(({ max, key }) => ({
    key,
    count: app.createRateLimit({ max, timeWindow, keyGenerator: (request) => key(request) ?? '' }),
  }));
  return {
    /** Counts the attempt; when refused, `retryAfterMs` is how long until every full counter resets. */
    async take(request: FastifyRequest): Promise<{ allowed: boolean; retryAfterMs: number }> {
      let allowed = true;
      let retryAfterMs = 0;
      for (const counter of counters) {
        if (counter.key(request) === null) continue;
        const state = await counter.count(request);
        if (!state.isAllowed && state.isExceeded) {
          allowed = false;
          retryAfterMs = Math.max(retryAfterMs, state.ttl);
        }
      }
      return { allowed, retryAfterMs };
    },
  };
}
