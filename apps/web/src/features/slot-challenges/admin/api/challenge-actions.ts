import type { AdminClaim, Challenge, ChallengeCreateInput } from '@podium/shared/slot-challenges/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminChallengesPath, adminClaimsKey, applyChallenges, applyClaims } from './keys.ts';

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

/** PUT /api/admin/slot-challenges/{id}: new terms (refused once a place is taken). */
export const updateChallenge = ({ id, input }: { id: number; input: ChallengeCreateInput }) =>
  api.put<Challenge[]>(`${adminChallengesPath}/${id}`, input);

export function useUpdateChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateChallenge,
    onSuccess: (envelope) => applyChallenges(client, envelope),
  });
}

/** POST /api/admin/slot-challenges/{id}/cancel: the claims waiting are refused; paid prizes stay. */
export const cancelChallenge = (id: number) => api.post<Challenge[]>(`${adminChallengesPath}/${id}/cancel`);

export function useCancelChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelChallenge,
    onSuccess: (envelope) => {
      applyChallenges(client, envelope);
      void client.invalidateQueries({ queryKey: adminClaimsKey });
    },
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
