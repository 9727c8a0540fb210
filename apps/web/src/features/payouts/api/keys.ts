/**
 * The member's payouts query key and path, and the read the server answers before rendering a page
 * that shows them (`meta.path`, decision 019). Nothing else here: the route table imports it.
 */

/** Every payouts query starts with 'payouts' (a claim elsewhere reloads them all). */
export const myPayoutsKey = ['payouts', 'mine'] as const;
export const myPayoutsPath = '/api/r/payouts';

/** GET /api/r/payouts. */
export const myPayoutsRead = { queryKey: myPayoutsKey, meta: { path: myPayoutsPath } };
