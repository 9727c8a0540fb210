import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKey } from '@/features/tournaments/api/keys.ts';
import { api } from '@/lib/http.ts';
import { adminTournamentPath } from './keys.ts';

/** DELETE /api/admin/tournaments/{id}: only while nobody has picked. */
export const deleteTournament = (id: number) => api.delete<null>(adminTournamentPath(id));

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentsKey }),
  });
}
