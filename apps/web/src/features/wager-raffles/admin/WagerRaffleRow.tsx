import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { Link } from 'react-router';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatDollars } from '@/features/wager-raffles/format.ts';
import { adminHref } from '@/lib/admin-section.ts';
import { adminStatusWords } from './status-words.ts';

/** A wager raffle in the admin list: its status, period, ticket price and prizes; Open goes to its page. */
export function WagerRaffleRow({ raffle: r }: { raffle: AdminWagerRaffle }) {
  return (
    <li className={`${cardClass} flex flex-wrap items-center justify-between gap-3 p-4`}>
      <div>
        <div className="flex items-center gap-2">
          <span className="font-semibold text-white">{r.name}</span>
          <StatusBadge tone={r.status === 'ACTIVE' ? 'emerald' : r.status === 'UPCOMING' ? 'sky' : 'neutral'}>
            {r.drawn_at ? 'Drawn' : adminStatusWords[r.status]}
          </StatusBadge>
          {r.auto_draw ? <StatusBadge tone="amber">Auto draw</StatusBadge> : null}
        </div>
        <p className="text-sm text-slate-400">
          <AdminDate iso={r.starts_at} /> – <AdminDate iso={r.end_date} /> ·{' '}
          {formatDollars(r.dollars_per_ticket)} per ticket · {r.prizes.length} prizes
        </p>
      </div>
      <Link to={`${adminHref({ path: 'wager-raffles' })}/${r.id}`} className={buttonClass('secondary', 'sm')}>
        Open
      </Link>
    </li>
  );
}
