import type { StakeInput, StakeResult } from '@podium/shared/predictions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKey } from '@/api/get-profile.ts';
import { api } from '@/lib/http.ts';
import { predictionsKey } from './keys.ts';

/** POST /api/r/predictions/{id}/stake: points on one outcome (added to the member's stake there). */
export const placeStake = ({ id, input }: { id: number; input: StakeInput }) =>
  api.post<StakeResult>(`/api/r/predictions/${id}/stake`, input);

/** Stakes, then reloads the predictions, the member's balance and their points history. */
export function useStake(username: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeStake,
    // Refused too (it locked meanwhile): the page catches up.
    onSettled: () => void client.invalidateQueries({ queryKey: predictionsKey }),
    onSuccess: () => {
      if (username) void client.invalidateQueries({ queryKey: profileKey(username) });
      void client.invalidateQueries({ queryKey: ['points-history'] });
    },
  });
}
