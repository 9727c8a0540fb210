import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import { cardAction } from '@podium/shared/tournaments/rules';
import type { TournamentCard as Card } from '@podium/shared/tournaments/schemas';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';

const actions = { predict: m.makePredictions, view: m.viewTournament, results: m.viewResults } as const;

/** SPEC §2 card: name, slots, badges, winner, counts, created date, progress and the button. */
export function TournamentCard({ tournament: t }: { tournament: Card }) {
  const action = cardAction(t, t.progress);
  return (
    <article aria-label={t.name} className={`${cardClass} flex flex-col gap-4 p-5`}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold text-white">{t.name}</h2>
        <span className="shrink-0 text-sm text-slate-400">{t.size} slots</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Pill tone={t.is_active ? 'emerald' : 'neutral'}>{t.is_active ? m.active : m.inactive}</Pill>
        {t.predictions_active && <Pill tone="sky">{m.predictionsOpen}</Pill>}
      </div>
      {t.winner_name && (
        <p className="text-sm text-amber-200">
          Winner: <span className="font-semibold">{t.winner_name}</span>
        </p>
      )}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-400">Matches</dt>
          <dd className="font-semibold text-white">{formatNumber(t.matches_count)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Predictions</dt>
          <dd className="font-semibold text-white">{formatNumber(t.predictions_count)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Created</dt>
          <dd className="font-semibold text-white">{formatDate(t.created_at)}</dd>
        </div>
      </dl>
      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-400">
          <span>Progress</span>
          <span>{t.progress}%</span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-white/10"
          role="progressbar"
          aria-label={`${t.name} progress`}
          aria-valuenow={t.progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-primary" style={{ width: `${t.progress}%` }} />
        </div>
      </div>
      <Link
        to={`/tournaments/${t.id}`}
        className={`${buttonClass(action === 'predict' ? 'primary' : 'secondary')} mt-auto`}
      >
        {actions[action]}
      </Link>
    </article>
  );
}
