/**
 * The slot requests query's key and path (`meta.path`, decision 019). Nothing else here: the route table
 * imports it, so it stays out of the landing JavaScript's way.
 */
export const slotRequestsKey = ['slot-requests'] as const;
export const adminSlotRequestsKey = ['admin', 'slot-requests'] as const;

/** GET /api/r/slot-requests, the page's (and the overlay's) read. */
export const slotRequestsRead = { queryKey: slotRequestsKey, meta: { path: '/api/r/slot-requests' } };
