import type { Tournament, TournamentUpdateInput } from '@podium/shared/tournaments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKey } from '@/features/tournaments/api/keys.ts';
import { api } from '@/lib/http.ts';
import { adminTournamentPath } from './keys.ts';

/** PUT /api/admin/tournaments/{id}: settings any time; slots only before play. */
export const updateTournament = ({ id, input }: { id: number; input: TournamentUpdateInput }) =>
  api.put<Tournament>(adminTournamentPath(id), input);

export function useUpdateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTournament,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentsKey }),
  });
}
