import type { MoveCasinoAccountInput } from '@podium/shared/casino-accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { casinoAccountQueueKey } from './get-casino-accounts.ts';

export type AccountDecision =
  | { id: number; action: 'verify' }
  | { id: number; action: 'refuse'; reason: string }
  | ({ id: number; action: 'move' } & MoveCasinoAccountInput);

/** POST /api/admin/casino-accounts/{id}/verify, …/refuse {reason} or …/move {user_id, reason, verify}. */
export function decideCasinoAccount(d: AccountDecision) {
  const url = `/api/admin/casino-accounts/${d.id}/${d.action}`;
  if (d.action === 'verify') return api.post<null>(url, {});
  if (d.action === 'refuse') return api.post<null>(url, { reason: d.reason });
  return api.post<null>(url, { user_id: d.user_id, reason: d.reason, verify: d.verify });
}

/** The three decisions share this key, so a dialog knows one is in flight. */
export const decideCasinoAccountKey = [...casinoAccountQueueKey, 'decide'] as const;

export function useDecideCasinoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: decideCasinoAccountKey,
    mutationFn: decideCasinoAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: casinoAccountQueueKey }),
  });
}
