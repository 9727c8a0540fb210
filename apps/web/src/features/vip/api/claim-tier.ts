import { vipMessages } from '@podium/shared/vip/messages';
import type { VipClaimResult } from '@podium/shared/vip/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileKey } from '@/api/get-profile.ts';
import { api, HttpError } from '@/lib/http.ts';
import { vipRewardsKey } from './keys.ts';

/** POST /api/r/vip-rewards/{tierId}/claim → success, message. */
export const claimTier = (tierId: number) => api.post<VipClaimResult>(`/api/r/vip-rewards/${tierId}/claim`);

/**
 * Claims a tier. SPEC §4/§8: the server's message (else 'Reward claimed successfully!') and the data
 * reloads; a failure shows the server's message (else 'Failed to claim reward') and reloads too, as
 * the tier's state may have changed. Points land in the ledger and cash in the member's payouts.
 */
export function useClaimTier(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimTier,
    onSuccess: (envelope) => {
      toast.success(envelope.message || vipMessages.claimed);
      void client.invalidateQueries({ queryKey: ['points-history'] });
      void client.invalidateQueries({ queryKey: ['payouts'] });
      void client.invalidateQueries({ queryKey: profileKey(username) });
    },
    onError: (error) => {
      toast.error((error instanceof HttpError && error.serverMessage) || vipMessages.claimFailed);
    },
    onSettled: () => client.invalidateQueries({ queryKey: vipRewardsKey }),
  });
}
