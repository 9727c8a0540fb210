import { liveTopics } from '@podium/shared/common/live';
import type { TournamentLiveEvent } from '@podium/shared/tournaments/schemas';
import type { AppDeps } from '../../app-types.ts';
import { TOURNAMENT_LIST_KEYS } from './tournaments.cache.ts';

/**
 * Drops the cached first pages of the list in every process, and tells every open tournament page and
 * overlay that a tournament changed (a result, its predictions,
 * its settings); they refetch through the ordinary reads (decision 012).
 */
export function tournamentChanged(
  { live, cache }: Pick<AppDeps, 'live' | 'cache'>,
  tournamentId: number,
  change: TournamentLiveEvent['change'],
) {
  cache.invalidate(...TOURNAMENT_LIST_KEYS);
  const event: TournamentLiveEvent = { tournament_id: tournamentId, change };
  live.publish(liveTopics.tournament, event);
}
