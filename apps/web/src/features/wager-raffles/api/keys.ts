/**
 * The public wager raffle queries' keys and paths, and the reads the server answers before rendering
 * a wager raffle page (`meta.path`, decision 019). Nothing else here: the route table imports it.
 */
export const wagerRafflesKey = ['wager-raffles'] as const;
export const wagerRaffleKey = (id: string) => ['wager-raffles', id] as const;

/** The API path of one raffle (its id as the URL has it: a wrong one is the server's 404). */
export const wagerRafflePath = (id: string) => `/api/r/wager-raffles/${encodeURIComponent(id)}`;

/** GET /api/r/wager-raffles, the list page's read. */
export const wagerRafflesRead = { queryKey: wagerRafflesKey, meta: { path: '/api/r/wager-raffles' } };
/** GET /api/r/wager-raffles/{id}, the detail page's read. */
export const wagerRaffleRead = (id: string) => ({
  queryKey: wagerRaffleKey(id),
  meta: { path: wagerRafflePath(id) },
});
