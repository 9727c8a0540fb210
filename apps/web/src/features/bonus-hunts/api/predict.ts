import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { HuntPredictInput } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, HttpError } from '@/lib/http.ts';
import { BONUS_HUNTS_PATH, bonusHuntsKey } from './keys.ts';

/** POST /api/r/bonus-hunts/{huntId}/predict (SPEC §7) → message. */
export const submitPrediction = ({ huntId, input }: { huntId: number; input: HuntPredictInput }) =>
  api.post<{ created: boolean }>(`${BONUS_HUNTS_PATH}/${huntId}/predict`, input);

/**
 * SPEC §8: 'Prediction submitted successfully!' or 'Prediction updated successfully!' (the server's
 * message), then the hunt reloads; on failure the server's message or 'Failed to submit prediction'.
 */
export function useSubmitPrediction(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitPrediction,
    onSuccess: (envelope) => {
      toast.success(envelope.message || (envelope.data?.created === false ? m.updated : m.submitted));
      void client.invalidateQueries({ queryKey: bonusHuntsKey });
      onDone();
    },
    onError: (error) => {
      const message = error instanceof HttpError ? error.serverMessage : null;
      toast.error(message || m.predictFailed);
    },
  });
}
