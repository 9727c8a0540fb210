import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import type { TournamentCard, TournamentUpdateInput } from '@podium/shared/tournaments/schemas';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';

interface TournamentRowProps {
  tournament: TournamentCard;
  onUpdate: (input: TournamentUpdateInput) => void;
  onDelete: () => void;
}

/** A tournament in the admin list: open or close predictions, activate, its results page, delete (until picked). */
export function TournamentRow({ tournament: t, onUpdate, onDelete }: TournamentRowProps) {
  return (
    <li className={`${cardClass} flex flex-wrap items-center gap-3 p-4`}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{t.name}</p>
        <div className="mt-1 flex flex-wrap gap-2 text-xs text-slate-400">
          <StatusBadge tone={t.is_active ? 'emerald' : 'neutral'}>
            {t.is_active ? m.active : m.inactive}
          </StatusBadge>
          {t.predictions_active && <StatusBadge tone="sky">Predictions open</StatusBadge>}
          <span>
            {t.size} slots · {t.progress}% · {t.predictions_count} predictions
          </span>
        </div>
      </div>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onUpdate({ predictions_active: !t.predictions_active })}
      >
        {t.predictions_active ? 'Close predictions' : 'Open predictions'}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onUpdate({ is_active: !t.is_active })}
      >
        {t.is_active ? 'Deactivate' : 'Activate'}
      </button>
      <Link to={`${ADMIN_BASE}/tournaments/${t.id}`} className={buttonClass('primary', 'sm')}>
        Results
      </Link>
      {t.predictions_count === 0 && (
        <button type="button" className={buttonClass('danger', 'sm')} onClick={onDelete}>
          Delete
        </button>
      )}
    </li>
  );
}
