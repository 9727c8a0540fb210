/**
 * The public challenges query's key and path (`meta.path`, decision 019). Nothing else here: the route
 * table imports it, so it stays out of the landing JavaScript's way.
 */
export const challengesKey = ['slot-challenges'] as const;

/** GET /api/r/slot-challenges, the page's read. */
export const challengesRead = { queryKey: challengesKey, meta: { path: '/api/r/slot-challenges' } };
