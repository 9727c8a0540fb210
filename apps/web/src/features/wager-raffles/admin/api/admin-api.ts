import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import type {
  AdminWagerRaffle,
  WagerRaffleInput,
  WagerRaffleTickets,
} from '@podium/shared/wager-raffles/admin';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wagerRafflesKey } from '@/features/wager-raffles/api/keys.ts';
import { api, getData } from '@/lib/http.ts';

export const adminWagerRafflesKey = ['admin', 'wager-raffles'] as const;
const base = '/api/admin/wager-raffles';

export const useAdminWagerRaffles = () =>
  useQuery(
    queryOptions({
      queryKey: [...adminWagerRafflesKey, 'list'],
      queryFn: () => getData<AdminWagerRaffle[]>(base),
    }),
  );

export const useAdminWagerRaffle = (id: number) =>
  useQuery({
    queryKey: [...adminWagerRafflesKey, id],
    queryFn: () => getData<AdminWagerRaffle>(`${base}/${id}`),
  });

/** The ticket preview: live numbering until the freeze, the frozen list after. */
export const useTicketPreview = (id: number) =>
  useQuery({
    queryKey: [...adminWagerRafflesKey, id, 'tickets'],
    queryFn: () => getData<WagerRaffleTickets>(`${base}/${id}/tickets`),
  });

/** The casinos a raffle can cover: the leaderboard platforms (those with a casino username slot). */
export const useCasinoOptions = () =>
  useQuery({
    queryKey: ['admin', 'leaderboards', 'for-wager-raffles'],
    queryFn: () => getData<AdminPlatform[]>('/api/admin/leaderboards'),
  });

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminWagerRafflesKey }),
    queryClient.invalidateQueries({ queryKey: wagerRafflesKey }),
  ]);

export const saveWagerRaffleKey = [...adminWagerRafflesKey, 'save'] as const;

/** POST (new) or PUT (edit, until the tickets freeze). */
export function useSaveWagerRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveWagerRaffleKey,
    mutationFn: ({ id, input }: { id: number | null; input: WagerRaffleInput }) =>
      id === null
        ? api.post<AdminWagerRaffle>(base, input)
        : api.put<AdminWagerRaffle>(`${base}/${id}`, input),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST …/draw (draw now, once) or …/prizes/{prizeId}/handed-over. */
export function useWagerRaffleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, prizeId }: { id: number; prizeId?: number }) =>
      api.post<AdminWagerRaffle>(
        prizeId === undefined ? `${base}/${id}/draw` : `${base}/${id}/prizes/${prizeId}/handed-over`,
      ),
    onSettled: () => refresh(queryClient),
  });
}
