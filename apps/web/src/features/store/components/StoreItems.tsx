import { DEFAULT_STORE_SORT, type StoreSort, searchAndSortItems } from '@podium/shared/store/rules';
import type { PayoutCasino, StoreItem } from '@podium/shared/store/schemas';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { GiftIcon } from '@/components/icons/feature-icons.tsx';
import { usePreloadWhenIdle } from '@/lib/lazy-on-use.ts';
import { ItemCard } from './ItemCard.tsx';
import { purchaseDialog } from './purchase-dialog.ts';
import { StoreToolbar } from './StoreToolbar.tsx';

interface StoreItemsProps {
  items: StoreItem[];
  balance: number;
  username: string;
  /** Where cash items can be paid (decision 043). */
  casinos: readonly PayoutCasino[];
}

/** The Store tab's catalogue: search, sort and the item grid. */
export function StoreItems({ items, balance, username, casinos }: StoreItemsProps) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<StoreSort>(DEFAULT_STORE_SORT);
  const shown = searchAndSortItems(items, query, sort);
  // On a phone a tap gives no time to fetch the confirmation: have it ready once the page is idle.
  usePreloadWhenIdle(purchaseDialog.prefetch, items.length > 0);
  return (
    <section aria-labelledby="store-items-heading" className="flex flex-col gap-5">
      <h2 id="store-items-heading" className="sr-only">
        Items
      </h2>
      <StoreToolbar query={query} onQueryChange={setQuery} sort={sort} onSortChange={setSort} />
      {items.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={36} />}
          title="No Items Available"
          description="The store is empty right now. Check back soon!"
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={36} />}
          title="No Items Found"
          description={`No items match “${query.trim()}”.`}
        >
          <button
            type="button"
            onClick={() => setQuery('')}
            className="rounded-lg border border-white/15 px-4 py-2 font-bold text-slate-100 hover:border-primary/60"
          >
            Clear search
          </button>
        </EmptyState>
      ) : (
        <ul aria-label="Store items" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id} className="flex">
              <ItemCard item={item} balance={balance} username={username} casinos={casinos} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
