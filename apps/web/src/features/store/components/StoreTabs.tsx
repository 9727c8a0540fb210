import type { StoreResponse } from '@podium/shared/store';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { PurchaseHistory } from './PurchaseHistory.tsx';
import { StoreFaq } from './StoreFaq.tsx';
import { StoreItems } from './StoreItems.tsx';

const tabs = [
  { value: 'store', label: 'Store' },
  { value: 'history', label: 'History' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** Store / History; the history mounts (and loads) only when its tab opens. Arrow keys switch tabs. */
export function StoreTabs({ store, username }: { store: StoreResponse; username: string }) {
  const [tab, setTab] = useState<TabValue>('store');
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabValue)} className="flex flex-col gap-6">
      <Tabs.List
        aria-label="Store sections"
        className="flex gap-1 rounded-2xl border border-white/10 bg-slate-950/60 p-1.5 sm:self-start"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="flex-1 rounded-xl px-5 py-2 text-sm font-bold text-slate-400 transition-colors hover:text-white data-[state=active]:bg-linear-to-r data-[state=active]:from-secondary data-[state=active]:to-primary data-[state=active]:text-white sm:flex-none sm:px-8"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="store" className="flex flex-col gap-8 rounded-2xl">
        <StoreItems items={store.store_items} balance={store.user_points} username={username} />
        <StoreFaq />
      </Tabs.Content>
      <Tabs.Content value="history" className="rounded-2xl">
        <PurchaseHistory />
      </Tabs.Content>
    </Tabs.Root>
  );
}
