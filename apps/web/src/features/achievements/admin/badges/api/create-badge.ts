import type { Badge } from '@podium/shared/achievements/schemas';
import type { badgeInputSchema } from '@podium/shared/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { refreshBadges, saveBadgeKey } from '@/api/get-admin-badges.ts';
import { api } from '@/lib/http.ts';

export type BadgeInput = z.infer<typeof badgeInputSchema>;

/** POST /api/admin/badges → 201 with the new badge. */
export const createBadge = (input: BadgeInput) => api.post<Badge>('/api/admin/badges', input);

export function useCreateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveBadgeKey,
    mutationFn: createBadge,
    onSuccess: () => refreshBadges(queryClient),
  });
}
