/**
 * The contact page's read the server answers before rendering it (`meta.path`, decision 019). Nothing
 * else here: the route table imports it, so it stays out of the landing JavaScript's way.
 */
export const contactPrefillKey = ['contact', 'prefill'] as const;

/** GET /api/r/contact/prefill: a signed-in member's name and email, nulls for a visitor. */
export const contactPrefillRead = { queryKey: contactPrefillKey, meta: { path: '/api/r/contact/prefill' } };
