import type { Prediction, PredictionCreateInput } from '@podium/shared/predictions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminPredictionsPath, applyList } from './keys.ts';

/** POST /api/admin/predictions: opens one. */
export const createPrediction = (input: PredictionCreateInput) =>
  api.post<Prediction[]>(adminPredictionsPath, input);

export function useCreatePrediction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPrediction, onSuccess: (envelope) => applyList(client, envelope) });
}

export type PredictionAction =
  | { kind: 'lock'; id: number }
  | { kind: 'cancel'; id: number }
  | { kind: 'resolve'; id: number; outcomeId: number };

/** POST …/{id}/lock, …/{id}/cancel or …/{id}/resolve. */
export const runAction = (action: PredictionAction) =>
  api.post<Prediction[]>(
    `${adminPredictionsPath}/${action.id}/${action.kind}`,
    action.kind === 'resolve' ? { outcome_id: action.outcomeId } : undefined,
  );

export function usePredictionAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runAction, onSuccess: (envelope) => applyList(client, envelope) });
}
