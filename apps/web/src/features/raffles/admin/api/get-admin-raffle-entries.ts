import type { AdminRaffleEntry } from '@podium/shared/raffles/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminRafflePath, adminRafflesKey } from './keys.ts';

/** GET /api/admin/raffles/{id}/entries: every ticket, removed ones too, with what it cost. */
export const adminRaffleEntriesQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminRafflesKey, id, 'entries'],
    queryFn: () => getData<AdminRaffleEntry[]>(`${adminRafflePath(id)}/entries`),
  });

export const useAdminRaffleEntries = (id: number) => useQuery(adminRaffleEntriesQuery(id));
