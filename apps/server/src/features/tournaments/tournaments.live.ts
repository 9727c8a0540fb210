import { liveTopics } from '@podium/shared/common/live';
import type { TournamentLiveEvent } from '@podium/shared/tournaments/schemas';
import type { AppDeps } from '../../app-types.ts';
import { HISTORY_CACHE_KEYS } from '../history/history.keys.ts';
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
  const event: TournamentLiveEvent = { tournament_id: tournamentId, change };
  if (change !== 'predictions') {
    // A result (the Final pays) or an edit may change the history (decision 065).
    cache.invalidate(...TOURNAMENT_LIST_KEYS, ...HISTORY_CACHE_KEYS);
    live.publish(liveTopics.tournament, event);
    return;
  }
  // The audience's brackets: one event a second at most per tournament (decision 068); no past winner changes.
  live.coalesce(`tournament:${tournamentId}:predictions`, () => {
    cache.invalidate(...TOURNAMENT_LIST_KEYS);
    live.publish(liveTopics.tournament, event);
  });
}
