import type { AdminClaim, Challenge, ChallengeCreateInput } from '@podium/shared/slot-challenges/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminChallengesPath, applyChallenges, applyClaims } from './keys.ts';

/** POST /api/admin/slot-challenges: posts one. */
export const createChallenge = (input: ChallengeCreateInput) =>
  api.post<Challenge[]>(adminChallengesPath, input);

export function useCreateChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: (envelope) => applyChallenges(client, envelope),
  });
}

export type ClaimAction = { kind: 'approve'; id: number } | { kind: 'refuse'; id: number; reason: string };

/** POST …/claims/{id}/approve or …/claims/{id}/refuse (with the reason). */
export const reviewClaim = (action: ClaimAction) =>
  api.post<AdminClaim[]>(
    `${adminChallengesPath}/claims/${action.id}/${action.kind}`,
    action.kind === 'refuse' ? { reason: action.reason } : undefined,
  );

export function useReviewClaim() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reviewClaim, onSuccess: (envelope) => applyClaims(client, envelope) });
}
