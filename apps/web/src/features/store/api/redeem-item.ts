import { storeMessages } from '@podium/shared/store/messages';
import type { RedeemResult, StoreResponse } from '@podium/shared/store/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileKey } from '@/api/get-profile.ts';
import { api, HttpError } from '@/lib/http.ts';
import { redemptionsKey } from './get-redemptions.ts';
import { storeKey } from './get-store.ts';

export interface RedeemRequest {
  itemId: number;
  /** A cash item: the casino it is paid to (decision 043). */
  platformId?: number;
}

/** POST /api/r/store/{itemId}/redeem → message, data{user_points, item_quantity}. */
export async function redeemItem({
  itemId,
  platformId,
}: RedeemRequest): Promise<{ message: string | null; result: RedeemResult }> {
  const body = platformId === undefined ? undefined : { platform_id: platformId };
  const envelope = await api.post<RedeemResult>(`/api/r/store/${itemId}/redeem`, body);
  return { message: envelope.message ?? null, result: envelope.data as RedeemResult };
}

/** SPEC §4: the balance comes from the response; the item's stock too, and its purchase count goes up. */
export function applyPurchase(store: StoreResponse, itemId: number, result: RedeemResult): StoreResponse {
  return {
    ...store,
    user_points: result.user_points,
    store_items: store.store_items.map((item) =>
      item.id === itemId
        ? { ...item, quantity: result.item_quantity, user_purchases: item.user_purchases + 1 }
        : item,
    ),
  };
}

/** Buys one item; the points also show on the member's profile and ledger, so those reload. */
export function useRedeemItem(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    onSuccess: ({ message, result }, { itemId }) => {
      client.setQueryData<StoreResponse>(storeKey, (store) => store && applyPurchase(store, itemId, result));
      void client.invalidateQueries({ queryKey: redemptionsKey });
      void client.invalidateQueries({ queryKey: ['points-history'] });
      void client.invalidateQueries({ queryKey: ['payouts'] });
      void client.invalidateQueries({ queryKey: profileKey(username) });
      toast.success(message || storeMessages.purchased);
    },
    onError: (error) => {
      const message = error instanceof HttpError ? error.serverMessage : null;
      toast.error(message || storeMessages.purchaseFailed);
      // Stock, limits or the balance changed elsewhere: reload so every label is right again.
      void client.invalidateQueries({ queryKey: storeKey, exact: true });
    },
  });
}
