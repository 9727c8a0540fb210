import { raffleStatus, raffleTiming } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';
import type { AppDeps } from '../../app-types.ts';
import { dbNowMs } from '../../db/clock.ts';
import { emptyUserEntries, listRaffles, memberEntries } from './raffles.repository.ts';

/** The in-memory cache entry of the public raffle list (every viewer's part of GET /api/r/raffles). */
export const RAFFLE_LIST_KEY = 'raffles:list';

interface CachedList {
  raffles: Raffle[];
  /** The database's clock minus this process's, when loaded: "has it ended" by the database (decision 014). */
  clockOffsetMs: number;
}

/**
 * GET /api/r/raffles from memory: the list as everyone sees it (five queries once per change, not per
 * view), with each raffle's open or ended state worked out at the time of asking, and the viewer's own
 * tickets (one query, signed in only). Every change to a raffle goes through `raffleChanged`, which
 * drops the entry in every process; anything else (a winner renamed) shows within the cache's TTL.
 */
export async function cachedRaffleList(
  { db, cache }: Pick<AppDeps, 'db' | 'cache'>,
  viewerId: number | null,
): Promise<Raffle[]> {
  const entry = await cache.get(RAFFLE_LIST_KEY, async (): Promise<CachedList> => {
    const raffles = await listRaffles(db, null);
    return { raffles, clockOffsetMs: (await dbNowMs(db)) - Date.now() };
  });
  const { raffles, clockOffsetMs } = entry.value as CachedList;
  const mine = viewerId
    ? await memberEntries(
        db,
        viewerId,
        raffles.map((r) => r.id),
      )
    : null;
  const nowMs = Date.now() + clockOffsetMs;
  return raffles.map((raffle) => {
    const timing = raffleTiming(
      {
        startsAtMs: Date.parse(raffle.start_datetime),
        endsAtMs: Date.parse(raffle.end_datetime),
        drawn: raffle.drawn_at !== null,
        cancelled: raffle.is_cancelled,
        paused: raffle.is_paused,
      },
      nowMs,
    );
    return {
      ...raffle,
      ...timing,
      status: raffleStatus(timing),
      user_entries: mine?.get(raffle.id) ?? emptyUserEntries(),
    };
  });
}
