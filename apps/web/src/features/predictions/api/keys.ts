/**
 * The public predictions query's key and path (`meta.path`, decision 019). Nothing else here: the route
 * table imports it, so it stays out of the landing JavaScript's way.
 */
export const predictionsKey = ['predictions'] as const;

/** GET /api/r/predictions, the page's (and the overlay's) read. */
export const predictionsRead = { queryKey: predictionsKey, meta: { path: '/api/r/predictions' } };
