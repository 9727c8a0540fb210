import { tournamentMessages } from '@podium/shared/tournaments/messages';
import type { PredictInput } from '@podium/shared/tournaments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, HttpError } from '@/lib/http.ts';
import { tournamentKey, tournamentPath, tournamentsKey } from './keys.ts';

/** POST /api/r/tournaments/{id}/predict (SPEC §7) → message. */
export const savePredictions = ({ id, input }: { id: string; input: PredictInput }) =>
  api.post<null>(`${tournamentPath(id)}/predict`, input);

/**
 * SPEC §8: 'Predictions saved successfully!' then reload; on failure the server's message or 'Failed to
 * save predictions' (a pick changed on a match decided meanwhile: "That match is decided: its pick can no
 * longer change.", decision 045), and a 409 reloads the tournament.
 */
export function useSavePredictions(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePredictions,
    onSuccess: (envelope) => {
      toast.success(envelope.message || tournamentMessages.saved);
      void client.invalidateQueries({ queryKey: tournamentKey(id) });
      void client.invalidateQueries({ queryKey: [...tournamentsKey, 'list'] });
    },
    onError: (error) => {
      const message = error instanceof HttpError ? error.serverMessage : null;
      toast.error(message || tournamentMessages.saveFailed);
      // A result recorded or predictions closed meanwhile: show the bracket as it now stands.
      if (error instanceof HttpError && error.status === 409) {
        void client.invalidateQueries({ queryKey: tournamentKey(id) });
      }
    },
  });
}
