import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import { Link, useParams } from 'react-router';
import { useSettings } from '@/api/get-site-settings.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { Pill } from '@/components/Pill.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useHunt } from './api/get-hunt.ts';
import { isHuntNotFound } from './api/not-found.ts';
import { useHuntLive } from './api/use-hunt-live.ts';
import { HuntWinners } from './components/HuntWinners.tsx';
import { SlotsTable } from './components/SlotsTable.tsx';
import { StatCards } from './components/StatCards.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

const finishedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * /bonus-hunts/{id} (issue 25, decision 047): one hunt's own page, linked from its history card — its
 * statistics, its winners with what each won, and its games. Rendered on the server with its read;
 * an unknown hunt is a 404 (the server answers the page with that status).
 */
export function BonusHuntPage() {
  const id = useParams().id ?? '';
  const { data, error, isPending } = useHunt(id);
  useHuntLive();
  const siteName = useSettings().data?.site_name;
  const hunt = data?.hunt ?? null;
  useDocumentTitle(hunt ? `${hunt.title} | ${siteName ?? 'Bonus Hunts'}` : 'Bonus Hunts');

  if (!data || !hunt) {
    const missing = isHuntNotFound(error) || (data !== undefined && !hunt);
    return (
      <div className={pageClass}>
        {isPending && !missing ? (
          <Spinner label="Loading bonus hunt" />
        ) : (
          <EmptyState
            title={missing ? m.notFoundTitle : m.loadFailed}
            description={missing ? m.notFoundText : undefined}
          >
            <Link to="/bonus-hunts" className={buttonClass('primary')}>
              {m.backToHunts}
            </Link>
          </EmptyState>
        )}
      </div>
    );
  }
  const finished = hunt.status === 'finished';
  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-2">
        <Link to="/bonus-hunts" className="text-sm text-slate-400 hover:text-white">
          ← {m.backToHunts}
        </Link>
        <h1 className="text-3xl font-black text-white sm:text-4xl">{hunt.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-400">
          <Pill tone={finished ? 'neutral' : 'emerald'}>{finished ? m.finished : 'Running'}</Pill>
          {finished && hunt.finished_at ? <span>{finishedOn(hunt.finished_at)}</span> : null}
        </p>
      </div>
      <StatCards startBalance={hunt.start_balance} statistics={data.statistics} />
      {finished ? (
        <Panel title={m.winners}>
          <HuntWinners winners={data.winners} />
        </Panel>
      ) : (
        <p role="status" className="text-sm text-slate-300">
          {m.runningNote}
        </p>
      )}
      <SlotsTable games={data.games} />
    </div>
  );
}
