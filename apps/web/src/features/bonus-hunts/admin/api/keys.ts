import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import type { Envelope } from '@podium/shared/common/envelope';
import type { QueryClient } from '@tanstack/react-query';
import { bonusHuntsKey } from '@/features/bonus-hunts/api/keys.ts';

/** Every admin bonus hunt query starts with this key. */
export const adminHuntsKey = ['admin', 'bonus-hunts'] as const;
export const adminHuntsPath = '/api/admin/bonus-hunts';
export const adminHuntPath = (id: number | string) => `${adminHuntsPath}/${encodeURIComponent(String(id))}`;

/** Every admin write answers the hunt: put it in place, reload the admin list and the public hunt queries. */
export function applyHunt(queryClient: QueryClient, envelope: Envelope<HuntAdminDetail>) {
  if (envelope.data) {
    queryClient.setQueryData([...adminHuntsKey, String(envelope.data.hunt.id)], envelope.data);
  }
  void queryClient.invalidateQueries({ queryKey: adminHuntsKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: bonusHuntsKey });
}
