import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { Tabs } from '@/components/Tabs.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useTournament } from './api/get-tournament.ts';
import { isTournamentNotFound } from './api/not-found.ts';
import { useTournamentLive } from './api/use-tournament-live.ts';
import { Bracket } from './components/Bracket.tsx';
import { PredictionsPanel } from './components/PredictionsPanel.tsx';
import { PredictPanel } from './components/PredictPanel.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';
type Tab = 'bracket' | 'predict' | 'predictions';

/**
 * /tournaments/{id} (SPEC §2): header stats, then the Bracket, Predict and Predictions tabs. A missing
 * tournament shows 'Tournament Not Found'; a failed load toasts 'Failed to load tournament' and goes
 * back to /tournaments (SPEC §8).
 */
export function TournamentDetailPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data, error } = useTournament(id);
  const notFound = isTournamentNotFound(error);
  const [tab, setTab] = useState<Tab>('bracket');
  useTournamentLive();
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(data ? `${data.tournament.name} | ${siteName ?? 'Tournaments'}` : 'Tournaments');

  useEffect(() => {
    if (!error || notFound) return;
    toast.error(m.loadOneFailed, { id: 'tournament-load' });
    navigate('/tournaments', { replace: true });
  }, [error, notFound, navigate]);

  if (!data) {
    return (
      <div className={pageClass}>
        {notFound ? (
          <EmptyState title={m.notFound}>
            <Link to="/tournaments" className={buttonClass('primary')}>
              Back to Tournaments
            </Link>
          </EmptyState>
        ) : (
          <Spinner label="Loading tournament" />
        )}
      </div>
    );
  }
  const t = data.tournament;
  const status = t.predictions_active ? m.predictionsOpen : t.is_active ? m.active : m.inactive;
  const stats = [
    ['Matches', formatNumber(t.matches_count)],
    ['Predictions', formatNumber(t.predictions_count)],
    ['Status', status],
    ['Created', formatDate(t.created_at)],
  ] as const;
  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <Link to="/tournaments" className="text-sm text-slate-400 hover:text-white">
          ← Tournaments
        </Link>
        <h1 className="text-3xl font-black text-white sm:text-4xl">{t.name}</h1>
        {t.winner_name && <p className="text-amber-200">Winner: {t.winner_name}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className={`${cardClass} p-4`}>
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="text-lg font-bold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <Tabs
        label="Tournament sections"
        value={tab}
        onValueChange={setTab}
        className="min-w-0"
        tabs={[
          {
            value: 'bracket',
            label: 'Bracket',
            panelClassName: 'min-w-0',
            panel:
              t.matches.length === 0 ? (
                <EmptyState title={m.noMatchesYet} description={m.noMatchesAvailable} />
              ) : (
                <Bracket matches={t.matches} />
              ),
          },
          {
            value: 'predict',
            label: 'Predict',
            panelClassName: 'min-w-0',
            panel: <PredictPanel id={id} detail={data} />,
          },
          { value: 'predictions', label: 'Predictions', panel: <PredictionsPanel detail={data} /> },
        ]}
      />
    </div>
  );
}
