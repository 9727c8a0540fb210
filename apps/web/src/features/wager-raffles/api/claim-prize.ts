import { claimMessages } from '@podium/shared/draws/claim-words';
import type { ClaimResult } from '@podium/shared/draws/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, HttpError } from '@/lib/http.ts';
import { wagerRaffleKey, wagerRafflePath } from './keys.ts';

/** POST /api/r/wager-raffles/{id}/claim (decision 064) → the place claimed. */
export const claimWagerRafflePrize = (id: string) =>
  api.post<ClaimResult>(`${wagerRafflePath(id)}/claim`, {});

/** Claims the viewer's prize; the raffle and the member's points then reload. */
export function useClaimWagerRafflePrize(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => claimWagerRafflePrize(id),
    onSuccess: (envelope) => {
      void client.invalidateQueries({ queryKey: wagerRaffleKey(id) });
      void client.invalidateQueries({ queryKey: ['points-history'] });
      toast.success(envelope.message || claimMessages.claimed);
    },
    onError: (error) => {
      void client.invalidateQueries({ queryKey: wagerRaffleKey(id) });
      toast.error((error instanceof HttpError ? error.serverMessage : null) || 'Could not claim the prize');
    },
  });
}
