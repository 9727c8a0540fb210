import type { StoreItem } from './schemas.ts';

export type PurchaseLabel = 'Out of Stock' | 'Limit Reached' | 'Insufficient Points' | 'Purchase';

type Purchasable = Pick<StoreItem, 'cost' | 'quantity' | 'max_purchases_per_user' | 'user_purchases'>;

export const isOutOfStock = (item: Purchasable) => item.quantity !== null && item.quantity <= 0;
export const isLimitReached = (item: Purchasable) =>
  item.max_purchases_per_user !== null && item.user_purchases >= item.max_purchases_per_user;

/**
 * SPEC §4: the purchase button label, decided in this order — 'Out of Stock' when quantity is 0;
 * 'Limit Reached' when the per-user maximum is reached; 'Insufficient Points' when the balance is below
 * the cost; otherwise 'Purchase'. `quantity: null` is unlimited stock.
 */
export function purchaseLabel(item: Purchasable, balance: number): PurchaseLabel {
  if (isOutOfStock(item)) return 'Out of Stock';
  if (isLimitReached(item)) return 'Limit Reached';
  if (balance < item.cost) return 'Insufficient Points';
  return 'Purchase';
}

/** SPEC §5: enabled only when logged in, balance ≥ cost, quantity > 0 and the limit not reached. */
export const canPurchase = (item: Purchasable, balance: number, signedIn: boolean): boolean =>
  signedIn && purchaseLabel(item, balance) === 'Purchase';

/** SPEC §9 sort options; price_asc is the default. */
export const storeSorts = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
] as const;
export type StoreSort = (typeof storeSorts)[number]['value'];
export const DEFAULT_STORE_SORT: StoreSort = 'price_asc';

type Sortable = Pick<StoreItem, 'id' | 'name' | 'description' | 'cost' | 'created_at'>;

/** SPEC §5: case-insensitive search on name or description, then the chosen order (stable by id). */
export function searchAndSortItems<T extends Sortable>(
  items: readonly T[],
  query: string,
  sort: StoreSort,
): T[] {
  const q = query.trim().toLowerCase();
  const found = q
    ? items.filter((i) => i.name.toLowerCase().includes(q) || i.description.toLowerCase().includes(q))
    : [...items];
  const byId = (a: T, b: T) => a.id - b.id;
  const compare: Record<StoreSort, (a: T, b: T) => number> = {
    price_asc: (a, b) => a.cost - b.cost || byId(a, b),
    price_desc: (a, b) => b.cost - a.cost || byId(a, b),
    name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || byId(a, b),
    newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  };
  return found.sort(compare[sort]);
}

/** SPEC §9 store FAQ. */
export const storeFaq = [
  {
    question: 'How do I earn points?',
    answer:
      'Points are earned from events (Bonus Hunts, Tournaments, Raffles) and by chatting during a live stream.',
  },
  {
    question: 'How long does a purchase take?',
    answer: 'Purchases are processed by our moderators and can take up to 48 hours to process.',
  },
] as const;

export const redemptionStatusLabel = (isProcessed: boolean) => (isProcessed ? 'Processed' : 'Pending');

type HistoryRow = { is_processed: boolean; payout: { status: 'pending' | 'paid' | 'rejected' } | null };

/** How a purchase reads in the member's history: a cash item by its payout (decision 043). */
export function redemptionHistoryLabel(r: HistoryRow): string {
  if (!r.payout) return redemptionStatusLabel(r.is_processed);
  if (r.payout.status === 'paid') return 'Paid';
  if (r.payout.status === 'rejected') return 'Rejected: points refunded';
  return 'In the payout queue';
}
