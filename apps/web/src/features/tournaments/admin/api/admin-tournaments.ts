import type {
  MatchResultInput,
  Tournament,
  TournamentCreateInput,
  TournamentUpdateInput,
} from '@podium/shared/tournaments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKey } from '@/features/tournaments/api/keys.ts';
import { api } from '@/lib/http.ts';

const base = '/api/admin/tournaments';

/** Every admin write reloads every tournament query (lists and details). */
function useAdminWrite<V>(fn: (v: V) => Promise<{ message: string | null }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: tournamentsKey }),
  });
}

export const useCreateTournament = () =>
  useAdminWrite((input: TournamentCreateInput) => api.post<Tournament>(base, input));

export const useUpdateTournament = () =>
  useAdminWrite(({ id, input }: { id: number; input: TournamentUpdateInput }) =>
    api.put<Tournament>(`${base}/${id}`, input),
  );

export const useDeleteTournament = () => useAdminWrite((id: number) => api.delete<null>(`${base}/${id}`));

/** Records (or with `correct`, corrects) a match's result. */
export const useRecordResult = () =>
  useAdminWrite(
    ({
      id,
      matchId,
      input,
      correct,
    }: {
      id: number;
      matchId: number;
      input: MatchResultInput;
      correct: boolean;
    }) => api.post<Tournament>(`${base}/${id}/matches/${matchId}/${correct ? 'correct' : 'result'}`, input),
  );
