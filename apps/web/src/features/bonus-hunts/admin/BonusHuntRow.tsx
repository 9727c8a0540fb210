import type { HuntAdminListEntry } from '@podium/shared/bonus-hunts/schemas';
import { Link } from 'react-router';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';

/** A hunt in the admin list: running or finished, its numbers; its page runs it. */
export function BonusHuntRow({ hunt: h }: { hunt: HuntAdminListEntry }) {
  return (
    <li className={`${cardClass} flex flex-wrap items-center gap-3 p-4`}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{h.title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-400">
          <StatusBadge tone={h.status === 'active' ? 'emerald' : 'neutral'}>
            {h.status === 'active' ? 'Running' : 'Finished'}
          </StatusBadge>
          {h.predictions_active && <StatusBadge tone="sky">Predictions open</StatusBadge>}
          <span>
            {formatHuntMoney(h.start_balance)} · {h.games_count} games · {h.predictions_count} predictions ·{' '}
            <AdminDate iso={h.created_at} />
          </span>
        </div>
      </div>
      <Link to={`${ADMIN_BASE}/bonus-hunts/${h.id}`} className={buttonClass('primary', 'sm')}>
        {h.status === 'active' ? 'Run hunt' : 'View'}
        <span className="sr-only"> {h.title}</span>
      </Link>
    </li>
  );
}
