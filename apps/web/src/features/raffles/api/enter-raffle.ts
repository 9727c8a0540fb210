import { raffleMessages } from '@podium/shared/raffles/messages';
import type { Raffle, RaffleEnterInput, RaffleEnterResult } from '@podium/shared/raffles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileKey } from '@/api/get-profile.ts';
import { api, HttpError } from '@/lib/http.ts';
import { raffleKey, rafflePath, rafflesKey } from './keys.ts';

/** POST /api/r/raffles/{id}/enter (SPEC §7) → message, data: the viewer's tickets and the new total. */
export const enterRaffle = ({ id, input }: { id: string; input: RaffleEnterInput }) =>
  api.post<RaffleEnterResult>(`${rafflePath(id)}/enter`, input);

/**
 * Enters the raffle; SPEC §8 toasts: 'Successfully entered the raffle!' (or the server's message), and
 * on failure the server's message or 'Failed to enter raffle'. The tickets show at once from the
 * answer; the raffle, its entries, the list and the member's points then reload.
 */
export function useEnterRaffle(id: string, username: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enterRaffle,
    onSuccess: (envelope) => {
      const result = envelope.data;
      if (result) {
        client.setQueryData<Raffle>(
          raffleKey(id),
          (raffle) =>
            raffle && { ...raffle, user_entries: result.user_entries, total_entries: result.total_entries },
        );
      }
      void client.invalidateQueries({ queryKey: raffleKey(id) });
      void client.invalidateQueries({ queryKey: rafflesKey, exact: true });
      if (username) void client.invalidateQueries({ queryKey: profileKey(username) });
      void client.invalidateQueries({ queryKey: ['points-history'] });
      toast.success(envelope.message || raffleMessages.entered);
    },
    onError: (error) => {
      const message = error instanceof HttpError ? error.serverMessage : null;
      toast.error(message || raffleMessages.enterFailed);
    },
  });
}
