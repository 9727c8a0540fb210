import { liveTopics } from '@podium/shared/common/live';
import type { TournamentLiveEvent } from '@podium/shared/tournaments/schemas';
import { useLive } from '@/lib/use-live.ts';
import { tournamentKey, tournamentsKey } from './keys.ts';

/**
 * Keeps tournament pages (and the overlay) current from the server's `tournament` topic: a result,
 * a save or an admin's change reloads the lists and that tournament. After missed events all reload.
 */
export function useTournamentLive(): void {
  useLive({
    [liveTopics.tournament]: (message, client) => {
      const event = message.data as TournamentLiveEvent | null;
      if (message.reset || !event) {
        void client.invalidateQueries({ queryKey: tournamentsKey });
        return;
      }
      void client.invalidateQueries({ queryKey: [...tournamentsKey, 'list'] });
      void client.invalidateQueries({ queryKey: tournamentKey(String(event.tournament_id)) });
    },
  });
}
