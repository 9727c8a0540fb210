import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { Tabs } from '@/components/Tabs.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCurrentHunt } from './api/get-current-hunt.ts';
import { bonusHuntsKey } from './api/keys.ts';
import { useHuntLive } from './api/use-hunt-live.ts';
import { HistoryTab } from './components/HistoryTab.tsx';
import { HuntWinners } from './components/HuntWinners.tsx';
import { PredictionButton } from './components/PredictionButton.tsx';
import { PredictionsTab } from './components/PredictionsTab.tsx';
import { SlotsTable } from './components/SlotsTable.tsx';
import { StatCards } from './components/StatCards.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';
type Tab = 'current' | 'predictions' | 'history';

/**
 * /bonus-hunts (SPEC §2): Current Hunt (five stat cards, the prediction button, a searchable slots
 * table), Predictions (Closest Predictions and All Predictions) and Previous Hunts; data reloads on
 * every tab switch and live `bonus-hunt` events keep it current without a reload.
 */
export function BonusHuntsPage() {
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('current');
  const current = useCurrentHunt();
  useHuntLive();
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Bonus Hunts | ${siteName}` : 'Bonus Hunts');

  useEffect(() => {
    if (current.isError || current.isRefetchError) toast.error(m.loadFailed, { id: 'bonus-hunts-load' });
  }, [current.isError, current.isRefetchError]);

  const switchTab = (next: Tab) => {
    setTab(next);
    void client.invalidateQueries({ queryKey: bonusHuntsKey });
  };
  const data = current.data;
  const hunt = data?.hunt ?? null;

  const currentPanel = !data ? (
    current.isError ? (
      <EmptyState title={m.loadFailed} />
    ) : (
      <Spinner label="Loading bonus hunt" />
    )
  ) : !hunt ? (
    <EmptyState title={m.noHunt} description={m.noHuntText} />
  ) : (
    <div className="flex min-w-0 flex-col gap-6">
      <StatCards startBalance={hunt.start_balance} statistics={data.statistics} />
      {hunt.status === 'finished' && (
        <Panel title={m.winners} description={m.finishedNote}>
          <HuntWinners winners={data.winners} />
        </Panel>
      )}
      {hunt.predictions_active ? (
        <div className="flex justify-center">
          <PredictionButton current={data} />
        </div>
      ) : hunt.status !== 'finished' ? (
        <p role="status" className="text-center text-sm text-slate-300">
          {m.predictionsClosedNote}
        </p>
      ) : null}
      <SlotsTable games={data.games} />
    </div>
  );

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Bonus Hunts</h1>
        <p className="text-slate-400">
          {hunt
            ? `${hunt.title}${hunt.status === 'finished' ? ' (finished)' : ''}`
            : 'Live bonus hunts from stream.'}
        </p>
        <Link
          to="/leaderboard/history?kind=bonus-hunts"
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          Past winners →
        </Link>
      </div>
      <Tabs
        label="Bonus hunt sections"
        value={tab}
        onValueChange={switchTab}
        className="min-w-0"
        tabs={[
          { value: 'current', label: m.tabCurrent, panelClassName: 'min-w-0', panel: currentPanel },
          {
            value: 'predictions',
            label: m.tabPredictions,
            panelClassName: 'min-w-0',
            panel: data && hunt ? <PredictionsTab current={data} /> : currentPanel,
          },
          { value: 'history', label: m.tabHistory, panel: <HistoryTab /> },
        ]}
      />
    </div>
  );
}
