import { liveTopics } from '@podium/shared/common/live';
import type { TournamentLiveEvent } from '@podium/shared/tournaments/schemas';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells every open tournament page and overlay that a tournament changed (a result, its predictions,
 * its settings); they refetch through the ordinary reads (decision 012).
 */
export function tournamentChanged(
  { live }: Pick<AppDeps, 'live'>,
  tournamentId: number,
  change: TournamentLiveEvent['change'],
) {
  const event: TournamentLiveEvent = { tournament_id: tournamentId, change };
  live.publish(liveTopics.tournament, event);
}
