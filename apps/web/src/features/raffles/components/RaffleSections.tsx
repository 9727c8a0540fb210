import type { RaffleWinner } from '@podium/shared/raffles/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '@/components/Spinner.tsx';
import { Tabs } from '@/components/Tabs.tsx';
import { useHashTarget } from '@/lib/use-hash-target.ts';
import { EntriesPanel } from './EntriesPanel.tsx';

/** The verify view is not needed to show the page: its code loads when its tab opens. */
const VerifyPanel = lazy(() => import('./verify/VerifyPanel.tsx').then((m) => ({ default: m.VerifyPanel })));

/**
 * Under the raffle: its entries, and the draw's verify view (ARCHITECTURE "Fairness"), which names
 * current winners as the public `winners` list does.
 */
export function RaffleSections({
  id,
  winners,
  onRefresh,
}: {
  id: string;
  winners: readonly RaffleWinner[];
  onRefresh: () => void;
}) {
  const [tab, setTab] = useState<'entries' | 'verify'>('entries');
  // A link to `#verify` (the contest history) opens the verify view and scrolls to it.
  const toVerify = useHashTarget('verify', tab === 'verify');
  useEffect(() => {
    if (toVerify) setTab('verify');
  }, [toVerify]);
  return (
    <div id="verify" className="scroll-mt-24">
      <Tabs
        label="Raffle sections"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'entries', label: 'Entries', panel: <EntriesPanel id={id} onRefresh={onRefresh} /> },
          {
            value: 'verify',
            label: 'Provably Fair',
            panel: (
              <Suspense fallback={<Spinner inline label="Loading the draw data" className="py-6" />}>
                <VerifyPanel id={id} winners={winners} />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
