import type { Challenge, ClaimInput } from '@podium/shared/slot-challenges/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { challengesKey } from './keys.ts';

/** POST /api/r/slot-challenges/{id}/claims: the proof and the casino account it was played on. */
export const sendClaim = ({ id, input }: { id: number; input: ClaimInput }) =>
  api.post<Challenge[]>(`/api/r/slot-challenges/${id}/claims`, input);

/** Claims, then puts the answered list in place (refused too: the page catches up). */
export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendClaim,
    onSuccess: (envelope) => {
      if (envelope.data) client.setQueryData(challengesKey, envelope.data);
    },
    onError: () => void client.invalidateQueries({ queryKey: challengesKey }),
  });
}
