import type { Prediction } from '@podium/shared/predictions/schemas';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { statusLabel, statusTone } from '@/features/predictions/format.ts';
import { formatNumber } from '@/lib/format.ts';

interface PredictionRowProps {
  prediction: Prediction;
  busy: boolean;
  onLock: () => void;
  onResolve: () => void;
  onCancel: () => void;
}

/** A prediction in the admin list: its state, pool and outcomes; lock, resolve and cancel while unsettled. */
export function PredictionRow({ prediction: p, busy, onLock, onResolve, onCancel }: PredictionRowProps) {
  const unsettled = p.status === 'open' || p.status === 'locked';
  const winner = p.outcomes.find((o) => o.id === p.winning_outcome_id);
  return (
    <li className={`${cardClass} flex flex-wrap items-center gap-3 p-4`}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{p.title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-400">
          <StatusBadge tone={statusTone[p.status]}>{statusLabel[p.status]}</StatusBadge>
          <span>
            Pool {formatNumber(p.total_pool)} points · {p.stakers} stakers · opened{' '}
            <AdminDate iso={p.created_at} />
            {p.locks_at && p.status === 'open' ? (
              <>
                {' '}
                · locks <AdminDate iso={p.locks_at} />
              </>
            ) : null}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-300">
          {p.outcomes.map((o) => `${o.position}. ${o.label} (${o.percent}%)`).join(' · ')}
        </p>
        {winner ? (
          <p className="mt-1 text-sm text-emerald-300">
            Winner: {winner.label}
            {p.refunded ? ' (nobody staked on it: everyone refunded)' : ''}
          </p>
        ) : null}
      </div>
      {unsettled ? (
        <div className="flex flex-wrap gap-2">
          {p.status === 'open' ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              onClick={onLock}
              aria-label={`Lock ${p.title}`}
            >
              Lock
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={onResolve}
            aria-label={`Resolve ${p.title}`}
          >
            Resolve
          </button>
          <button
            type="button"
            className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200`}
            onClick={onCancel}
            aria-label={`Cancel ${p.title}`}
          >
            Cancel
          </button>
        </div>
      ) : null}
    </li>
  );
}
