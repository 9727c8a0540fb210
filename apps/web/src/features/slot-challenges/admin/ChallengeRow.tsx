import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { EditButton } from '@/components/admin/RowButtons.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { challengeSentence, stateLabel, stateTone } from '@/features/slot-challenges/format.ts';

interface ChallengeRowProps {
  challenge: Challenge;
  onEdit: () => void;
  onCancel: () => void;
}

/**
 * A challenge in the admin list: its terms, state, window, places taken and winners; Edit while no
 * place is taken, Cancel while places are left.
 */
export function ChallengeRow({ challenge: c, onEdit, onCancel }: ChallengeRowProps) {
  const live = c.state !== 'cancelled' && c.places_taken < c.places;
  return (
    <li className={`${cardClass} flex flex-col gap-1 p-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-white">{c.game}</p>
        {live ? (
          <div className="flex gap-2">
            {c.places_taken === 0 ? <EditButton name={c.game} onClick={onEdit} /> : null}
            <button
              type="button"
              className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200`}
              onClick={onCancel}
              aria-label={`Cancel ${c.game}`}
            >
              Cancel
            </button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
        <StatusBadge tone={stateTone[c.state]}>{stateLabel[c.state]}</StatusBadge>
        <span>
          {c.casino.name} · <AdminDate iso={c.starts_at} /> to <AdminDate iso={c.ends_at} /> ·{' '}
          {c.places_taken} of {c.places} places taken · {c.pending_claims} waiting
        </span>
      </div>
      <p className="break-words text-sm text-slate-300">{challengeSentence(c)}</p>
      {c.winners.length > 0 ? (
        <p className="text-sm text-emerald-300">
          {c.winners.map((w) => `#${w.place} ${w.username} (${w.casino_username})`).join(' · ')}
        </p>
      ) : null}
    </li>
  );
}
