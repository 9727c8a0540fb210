/**
 * The public raffle queries' keys and paths, and the reads the server answers before rendering a
 * raffle page (`meta.path`, decision 019). Nothing else here: the route table imports it, so it stays
 * out of the landing JavaScript's way.
 */

/** Every public raffle query starts with this key; one raffle's with `raffleKey(id)`. */
export const rafflesKey = ['raffles'] as const;
export const raffleKey = (id: string) => ['raffles', id] as const;
export const raffleEntriesKey = (id: string) => [...raffleKey(id), 'entries'] as const;

/** The API path of one raffle (its id as the URL has it: a wrong one is the server's 404). */
export const rafflePath = (id: string) => `/api/r/raffles/${encodeURIComponent(id)}`;

/** GET /api/r/raffles, the list page's read. */
export const rafflesRead = { queryKey: rafflesKey, meta: { path: '/api/r/raffles' } };
/** GET /api/r/raffles/{id}, the detail page's first read. */
export const raffleRead = (id: string) => ({ queryKey: raffleKey(id), meta: { path: rafflePath(id) } });
/** GET /api/r/raffles/{id}/entries, the detail page's second read. */
export const raffleEntriesRead = (id: string) => ({
  queryKey: raffleEntriesKey(id),
  meta: { path: `${rafflePath(id)}/entries` },
});
