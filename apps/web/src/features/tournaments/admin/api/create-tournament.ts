import type { Tournament, TournamentCreateInput } from '@podium/shared/tournaments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKey } from '@/features/tournaments/api/keys.ts';
import { api } from '@/lib/http.ts';
import { adminTournamentsPath } from './keys.ts';

/** POST /api/admin/tournaments: a new bracket. */
export const createTournament = (input: TournamentCreateInput) =>
  api.post<Tournament>(adminTournamentsPath, input);

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentsKey }),
  });
}
