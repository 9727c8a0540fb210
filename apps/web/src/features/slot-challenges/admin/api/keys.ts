import type { Envelope } from '@podium/shared/common/envelope';
import type { AdminClaim, Challenge } from '@podium/shared/slot-challenges/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { challengesKey } from '@/features/slot-challenges/api/keys.ts';

export const adminChallengesKey = ['admin', 'slot-challenges'] as const;
export const adminClaimsKey = ['admin', 'slot-challenge-claims'] as const;
export const adminChallengesPath = '/api/admin/slot-challenges';

/** Posting answers the challenges: put them in place and reload the public page's read. */
export function applyChallenges(client: QueryClient, envelope: Envelope<Challenge[]>) {
  if (envelope.data) client.setQueryData(adminChallengesKey, envelope.data);
  void client.invalidateQueries({ queryKey: challengesKey });
}

/** A review answers the queue: put it in place, reload the challenges (places, winners) here and there. */
export function applyClaims(client: QueryClient, envelope: Envelope<AdminClaim[]>) {
  if (envelope.data) client.setQueryData(adminClaimsKey, envelope.data);
  void client.invalidateQueries({ queryKey: adminChallengesKey });
  void client.invalidateQueries({ queryKey: challengesKey });
}
