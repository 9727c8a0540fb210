import type { StoreResponse } from '@podium/shared/store/schemas';
import { useState } from 'react';
import { Tabs } from '@/components/Tabs.tsx';
import { PurchaseHistory } from './PurchaseHistory.tsx';
import { StoreFaq } from './StoreFaq.tsx';
import { StoreItems } from './StoreItems.tsx';

/** Store / History; the history mounts (and loads) only when its tab opens. Arrow keys switch tabs. */
export function StoreTabs({ store, username }: { store: StoreResponse; username: string }) {
  const [tab, setTab] = useState<'store' | 'history'>('store');
  return (
    <Tabs
      label="Store sections"
      value={tab}
      onValueChange={setTab}
      tabs={[
        {
          value: 'store',
          label: 'Store',
          panelClassName: 'flex flex-col gap-8',
          panel: (
            <>
              <StoreItems
                items={store.store_items}
                balance={store.user_points}
                username={username}
                casinos={store.payout_casinos}
              />
              <StoreFaq />
            </>
          ),
        },
        { value: 'history', label: 'History', panel: <PurchaseHistory /> },
      ]}
    />
  );
}
