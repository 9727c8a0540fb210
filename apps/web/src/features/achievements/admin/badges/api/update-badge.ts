import type { Badge } from '@podium/shared/achievements/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBadges, saveBadgeKey } from '@/api/get-admin-badges.ts';
import { api } from '@/lib/http.ts';
import type { BadgeInput } from './create-badge.ts';

/** PUT /api/admin/badges/{id} with the whole badge. */
export const updateBadge = ({ id, input }: { id: number; input: BadgeInput }) =>
  api.put<Badge>(`/api/admin/badges/${id}`, input);

export function useUpdateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveBadgeKey,
    mutationFn: updateBadge,
    onSuccess: () => refreshBadges(queryClient),
  });
}
