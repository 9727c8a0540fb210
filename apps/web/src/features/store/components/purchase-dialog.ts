import { lazyOnUse } from '@/lib/lazy-on-use.ts';

/**
 * The purchase confirmation (Radix Dialog and its focus and scroll locks): out of the store page's
 * chunk, loaded when a member reaches for a purchase button or once the browser is idle.
 */
export const purchaseDialog = lazyOnUse(() => import('./PurchaseDialog.tsx').then((m) => m.PurchaseDialog));
