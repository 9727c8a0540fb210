import type { WagerRaffleTickets } from '@podium/shared/wager-raffles/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminWagerRafflePath, adminWagerRafflesKey } from './keys.ts';

/** GET /api/admin/wager-raffles/{id}/tickets: live numbering until the freeze, the frozen list after. */
export const ticketPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminWagerRafflesKey, id, 'tickets'],
    queryFn: () => getData<WagerRaffleTickets>(`${adminWagerRafflePath(id)}/tickets`),
  });

export const useTicketPreview = (id: number) => useQuery(ticketPreviewQuery(id));
