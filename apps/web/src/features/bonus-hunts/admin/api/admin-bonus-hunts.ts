import type {
  HuntAdminDetail,
  HuntAdminListEntry,
  HuntCreateInput,
  HuntGameInput,
  HuntUpdateInput,
} from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bonusHuntsKey } from '@/features/bonus-hunts/api/keys.ts';
import { api, getData } from '@/lib/http.ts';

const base = '/api/admin/bonus-hunts';
export const adminHuntsKey = ['admin', 'bonus-hunts'] as const;

export const useAdminHunts = () =>
  useQuery({ queryKey: adminHuntsKey, queryFn: () => getData<HuntAdminListEntry[]>(base) });

export const useAdminHunt = (id: string) =>
  useQuery({
    queryKey: [...adminHuntsKey, id],
    queryFn: () => getData<HuntAdminDetail>(`${base}/${encodeURIComponent(id)}`),
  });

/** Every admin write puts the answer in place and reloads the admin lists and the public hunt queries. */
function useAdminWrite<V>(fn: (v: V) => Promise<{ message: string | null; data: HuntAdminDetail | null }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (envelope) => {
      if (envelope.data)
        client.setQueryData([...adminHuntsKey, String(envelope.data.hunt.id)], envelope.data);
      void client.invalidateQueries({ queryKey: adminHuntsKey, exact: true });
      void client.invalidateQueries({ queryKey: bonusHuntsKey });
    },
  });
}

export const useCreateHunt = () =>
  useAdminWrite((input: HuntCreateInput) => api.post<HuntAdminDetail>(base, input));
export const useUpdateHunt = () =>
  useAdminWrite(({ id, input }: { id: number; input: HuntUpdateInput }) =>
    api.put<HuntAdminDetail>(`${base}/${id}`, input),
  );
export const useAddGame = () =>
  useAdminWrite(({ id, input }: { id: number; input: HuntGameInput }) =>
    api.post<HuntAdminDetail>(`${base}/${id}/games`, input),
  );
export const useUpdateGame = () =>
  useAdminWrite(({ id, gameId, input }: { id: number; gameId: number; input: HuntGameInput }) =>
    api.put<HuntAdminDetail>(`${base}/${id}/games/${gameId}`, input),
  );
export const useRemoveGame = () =>
  useAdminWrite(({ id, gameId }: { id: number; gameId: number }) =>
    api.delete<HuntAdminDetail>(`${base}/${id}/games/${gameId}`),
  );
export const useReorderGames = () =>
  useAdminWrite(({ id, gameIds }: { id: number; gameIds: number[] }) =>
    api.put<HuntAdminDetail>(`${base}/${id}/order`, { game_ids: gameIds }),
  );
export const useOpenGame = () =>
  useAdminWrite(({ id, gameId }: { id: number; gameId: number }) =>
    api.post<HuntAdminDetail>(`${base}/${id}/games/${gameId}/open`),
  );
export const useRecordWin = () =>
  useAdminWrite(
    ({ id, gameId, slot_win, reason }: { id: number; gameId: number; slot_win: number; reason?: string }) =>
      api.post<HuntAdminDetail>(`${base}/${id}/games/${gameId}/win`, {
        slot_win,
        ...(reason ? { reason } : {}),
      }),
  );
export const useFinishHunt = () =>
  useAdminWrite((id: number) => api.post<HuntAdminDetail>(`${base}/${id}/finish`));
