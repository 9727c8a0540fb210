import type { Prediction } from '@podium/shared/predictions/schemas';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';
import { cardClass } from '@/components/styles.ts';
import {
  formatPoints,
  formatUtc,
  shownStatus,
  stakeLine,
  statusLabel,
  statusTone,
} from '@/features/predictions/format.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { OutcomeBar } from './OutcomeBar.tsx';
import { StakeForm } from './StakeForm.tsx';

/** What the viewer can do on an open prediction: stake (members), sign in (visitors), nothing (staff). */
function StakeArea({ prediction }: { prediction: Prediction }) {
  const { user } = useAuth();
  if (!user)
    return (
      <p className="text-sm text-slate-300">
        <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          Log in
        </Link>{' '}
        to stake your points.
      </p>
    );
  if (user.role === 'Admin' || user.role === 'Moderator')
    return <p className="text-sm text-slate-400">Staff cannot stake on predictions.</p>;
  return <StakeForm prediction={prediction} />;
}

/** One prediction: its question, state, pool, outcomes, the viewer's stake and result, and staking. */
export function PredictionCard({ prediction: p, now }: { prediction: Prediction; now: number }) {
  const mine = stakeLine(p);
  const status = shownStatus(p, now);
  return (
    <article className={`${cardClass} flex flex-col gap-4 p-4 sm:p-6`} aria-labelledby={`prediction-${p.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`prediction-${p.id}`} className="text-xl font-bold text-white">
            {p.title}
          </h2>
          <p className="text-sm text-slate-400">
            Pool {formatPoints(p.total_pool)} · {p.stakers} {p.stakers === 1 ? 'staker' : 'stakers'}
            {status === 'open' && p.locks_at ? ` · locks ${formatUtc(p.locks_at)}` : ''}
          </p>
        </div>
        <Pill tone={statusTone[status]}>{statusLabel[status]}</Pill>
      </header>
      {p.status === 'resolved' && p.refunded ? (
        <p className="text-sm text-amber-200">
          Nobody staked on the winning outcome: every stake was refunded.
        </p>
      ) : null}
      {p.status === 'cancelled' ? (
        <p className="text-sm text-slate-300">Cancelled: every stake was refunded.</p>
      ) : null}
      <ul className="flex flex-col gap-2" aria-label={`Outcomes of ${p.title}`}>
        {p.outcomes.map((o) => (
          <OutcomeBar key={o.id} prediction={p} outcome={o} />
        ))}
      </ul>
      {mine ? (
        <p className="text-sm font-semibold text-white" data-testid="own-stake">
          {mine}
        </p>
      ) : null}
      {status === 'open' ? <StakeArea prediction={p} /> : null}
    </article>
  );
}
