import type { AdminPointsResult, adminPointsAdjustmentSchema } from '@podium/shared/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/http.ts';
import { refreshMember } from './get-admin-user.ts';

export type PointsAdjustment = z.infer<typeof adminPointsAdjustmentSchema>;

/** POST /api/admin/users/{id}/points with a signed amount and a reason; 409 'Insufficient Points'. */
export const adjustPoints = ({ id, input }: { id: number; input: PointsAdjustment }) =>
  api.post<AdminPointsResult>(`/api/admin/users/${id}/points`, input);

export function useAdjustPoints(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustPoints, onSuccess: () => refreshMember(queryClient, id) });
}
