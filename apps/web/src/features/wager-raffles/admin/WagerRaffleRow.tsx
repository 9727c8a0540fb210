import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatDollars, formatUtc } from '@/features/wager-raffles/format.ts';
import { adminHref } from '@/lib/admin-section.ts';

/** A wager raffle in the admin list: its status, period, ticket price and prizes; Open goes to its page. */
export function WagerRaffleRow({ raffle: r }: { raffle: AdminWagerRaffle }) {
  return (
    <li className={`${cardClass} flex flex-wrap items-center justify-between gap-3 p-4`}>
      <div>
        <div className="flex items-center gap-2">
          <span className="font-semibold text-white">{r.name}</span>
          <Pill tone={r.status === 'ACTIVE' ? 'emerald' : r.status === 'UPCOMING' ? 'sky' : 'neutral'}>
            {r.drawn_at ? 'DRAWN' : r.status}
          </Pill>
          {r.auto_draw ? <Pill tone="amber">AUTO DRAW</Pill> : null}
        </div>
        <p className="text-sm text-slate-400">
          {formatUtc(r.starts_at)} – {formatUtc(r.end_date)} · {formatDollars(r.dollars_per_ticket)} per
          ticket · {r.prizes.length} prizes
        </p>
      </div>
      <Link to={`${adminHref({ path: 'wager-raffles' })}/${r.id}`} className={buttonClass('secondary', 'sm')}>
        Open
      </Link>
    </li>
  );
}
