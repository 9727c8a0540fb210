import type { AdminRaffle, AdminRaffleEntry } from '@podium/shared/raffles/admin';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { rafflesKey } from '@/features/raffles/api/keys.ts';
import { getData } from '@/lib/http.ts';

/** Every admin raffle query starts with this key. */
export const adminRafflesKey = ['admin', 'raffles'] as const;
export const adminRafflePath = (id: number) => `/api/admin/raffles/${id}`;

/** GET /api/admin/raffles: every raffle, latest end first, with who made and cancelled it. */
export const adminRafflesQuery = queryOptions({
  queryKey: [...adminRafflesKey, 'list'],
  queryFn: () => getData<AdminRaffle[]>('/api/admin/raffles'),
});

/** GET /api/admin/raffles/{id}. */
export const adminRaffleQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminRafflesKey, id],
    queryFn: () => getData<AdminRaffle>(adminRafflePath(id)),
  });

/** GET /api/admin/raffles/{id}/entries: every ticket, removed ones too, with what it cost. */
export const adminRaffleEntriesQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminRafflesKey, id, 'entries'],
    queryFn: () => getData<AdminRaffleEntry[]>(`${adminRafflePath(id)}/entries`),
  });

/** Create and update share this key, so the form's dialog stays open while either is in flight. */
export const saveRaffleKey = [...adminRafflesKey, 'save'] as const;

/** After any change: reload the admin's raffles and the public pages' (list, detail, verify). */
export const refreshRaffles = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminRafflesKey }),
    queryClient.invalidateQueries({ queryKey: rafflesKey }),
  ]);
