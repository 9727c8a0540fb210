import { challengeState } from '@podium/shared/slot-challenges/rules';
import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import type { AppDeps } from '../../app-types.ts';
import { dbNowMs } from '../../db/clock.ts';
import { latestClaimsOf } from './slot-challenges.repository.ts';
import { challengesView, myClaimView } from './slot-challenges.view.ts';

/** The in-memory cache entry of the public list; `challengeChanged` drops it in every process. */
export const CHALLENGES_KEY = 'slot-challenges:list';

interface CachedList {
  challenges: Challenge[];
  /** The database's clock minus this process's, when loaded: "has it ended" by the database (decision 014). */
  clockOffsetMs: number;
}

/** The state at `nowMs`: claimed and cancelled are for good; the others follow the window. */
function stateAt(c: Challenge, nowMs: number): Challenge['state'] {
  if (c.state === 'claimed' || c.state === 'cancelled') return c.state;
  const window = { startsAt: new Date(c.starts_at), endsAt: new Date(c.ends_at) };
  return challengeState({ ...window, places: c.places, placesTaken: c.places_taken }, new Date(nowMs));
}

/**
 * GET /api/r/slot-challenges from memory: the list as everyone sees it (its queries once per change, not
 * per view), each state worked out when asked by the database's clock (so an end passing shows expired
 * with no change), and the viewer's latest claims (one query, signed in only). Every post, edit,
 * cancel, claim and review goes through `challengeChanged`.
 */
export async function cachedChallenges(
  { db, cache }: Pick<AppDeps, 'db' | 'cache'>,
  viewerId: number | null,
): Promise<Challenge[]> {
  const entry = await cache.get(CHALLENGES_KEY, async (): Promise<CachedList> => {
    const challenges = await challengesView(db, null);
    return { challenges, clockOffsetMs: (await dbNowMs(db)) - Date.now() };
  });
  const { challenges, clockOffsetMs } = entry.value as CachedList;
  const mine = viewerId
    ? await latestClaimsOf(
        db,
        viewerId,
        challenges.map((c) => c.id),
      )
    : [];
  const nowMs = Date.now() + clockOffsetMs;
  return challenges.map((c) => {
    const my = mine.find((m) => m.challengeId === c.id);
    return { ...c, state: stateAt(c, nowMs), my_claim: my ? myClaimView(my) : null };
  });
}
