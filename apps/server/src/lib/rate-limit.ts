import type { FastifyRequest } from 'fastify';

/**
 * Route config for a member's write endpoint: `max` requests a minute per member (per address when
 * signed out — those get a 401 anyway). The key includes the member row's creation time as well as
 * its id, so a recreated row with a reused id (tests truncate and restart identities) starts fresh.
 */
export const perMemberLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `member:${request.user.id}:${request.user.createdAt.getTime()}` : request.ip,
  },
});
