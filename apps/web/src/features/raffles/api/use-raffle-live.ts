import { liveTopics } from '@podium/shared/common/live';
import type { RaffleLiveEvent } from '@podium/shared/raffles/schemas';
import { useLive } from '@/lib/use-live.ts';
import { raffleKey, rafflesKey } from './keys.ts';

/**
 * Keeps the raffle pages current from the server's `raffle` topic: an entry, a draw or an admin's
 * change reloads the list and that raffle (its entries and verify data too), without a page reload.
 * After missed events every raffle query reloads.
 */
export function useRaffleLive(): void {
  useLive({
    [liveTopics.raffle]: (message, client) => {
      const event = message.data as RaffleLiveEvent | null;
      if (message.reset || !event) {
        void client.invalidateQueries({ queryKey: rafflesKey });
        return;
      }
      void client.invalidateQueries({ queryKey: rafflesKey, exact: true });
      void client.invalidateQueries({ queryKey: raffleKey(String(event.raffle_id)) });
    },
  });
}
