import type { AdminStoreItem } from '@podium/shared/store/schemas';
import { formatNumber } from '@/lib/format.ts';

/** "1,500 pts" */
export const formatPoints = (points: number) => `${formatNumber(points)} pts`;

/** Stock left: 'Unlimited' (quantity null) or the count. */
export const stockLabel = (item: Pick<AdminStoreItem, 'quantity'>) =>
  item.quantity === null ? 'Unlimited' : formatNumber(item.quantity);

/** Purchases one member may make: 'Unlimited' (null) or the count. */
export const limitLabel = (item: Pick<AdminStoreItem, 'max_purchases_per_user'>) =>
  item.max_purchases_per_user === null ? 'Unlimited' : formatNumber(item.max_purchases_per_user);
