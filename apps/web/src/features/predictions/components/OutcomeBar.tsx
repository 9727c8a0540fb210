import type { Prediction, PredictionOutcome } from '@podium/shared/predictions/schemas';
import { cx } from '@/components/cx.ts';
import { formatPoints } from '@/features/predictions/format.ts';
import { formatNumber } from '@/lib/format.ts';

/** One outcome: its number and label, its share of the pool as a bar, its pool, stakers and top stakers. */
export function OutcomeBar({ prediction, outcome }: { prediction: Prediction; outcome: PredictionOutcome }) {
  const won = prediction.winning_outcome_id === outcome.id;
  const mine = prediction.user_stake?.outcome_id === outcome.id;
  return (
    <li
      className={cx(
        'rounded-xl border p-3',
        won ? 'border-emerald-400/60 bg-emerald-500/10' : 'border-white/10 bg-white/5',
      )}
      data-outcome={outcome.position}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-white">
          <span className="text-slate-400">{outcome.position}.</span> {outcome.label}
          {won ? <span className="ml-2 text-sm text-emerald-300">Winner</span> : null}
          {mine ? <span className="ml-2 text-sm text-primary">Your pick</span> : null}
        </p>
        <p className="text-sm text-slate-300">
          <span className="font-bold text-white">{outcome.percent}%</span> · {formatPoints(outcome.pool)} ·{' '}
          {formatNumber(outcome.stakers)} {outcome.stakers === 1 ? 'staker' : 'stakers'}
        </p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-white/10"
        role="presentation"
        aria-hidden="true"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${outcome.percent}%` }} />
      </div>
      {outcome.top_stakers.length > 0 ? (
        <p className="mt-2 text-xs text-slate-400">
          Top: {outcome.top_stakers.map((t) => `${t.username} (${formatNumber(t.amount)})`).join(', ')}
        </p>
      ) : null}
    </li>
  );
}
