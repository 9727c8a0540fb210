import { COUNTDOWN_TICK_MS } from '@podium/shared/common/countdown';
import { wagerRaffleMessages as m } from '@podium/shared/wager-raffles/messages';
import { detailCountdown } from '@podium/shared/wager-raffles/rules';
import type { WagerRaffleDetail } from '@podium/shared/wager-raffles/schemas';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';
import { formatCount, formatDollars, formatUtc, liveStatus } from '@/features/wager-raffles/format.ts';
import { useNow } from '@/lib/use-now.ts';

const statusTone = { ACTIVE: 'emerald', ENDED: 'neutral', UPCOMING: 'sky' } as const;

/** The detail's header (SPEC §2): status and AUTO DRAW badges, the live countdown, the drawn date. */
export function DetailHeader({ raffle }: { raffle: WagerRaffleDetail }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  // Badge and countdown from the same clock and end time: they turn together (the server's job closes it).
  const status = liveStatus(raffle, now);
  const ended = status === 'ENDED';
  return (
    <header className="flex flex-col gap-3">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-400">
        <Link to="/wager-raffles" className="hover:text-white">
          Wager Raffles
        </Link>{' '}
        / <span className="text-slate-200">{raffle.name}</span>
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-3xl font-black text-white sm:text-4xl">{raffle.name}</h1>
        <Pill tone={statusTone[status]}>{status}</Pill>
        {raffle.auto_draw ? <Pill tone="amber">{m.autoDraw}</Pill> : null}
      </div>
      {raffle.description ? (
        <p className="max-w-3xl whitespace-pre-line text-slate-300">{raffle.description}</p>
      ) : null}
      <p className="text-lg font-semibold text-white">
        <span className="text-slate-400">{ended ? 'Status: ' : 'Ends in: '}</span>
        <span role="timer" aria-label="Time left" className="tabular-nums">
          {ended ? m.ended : detailCountdown(Date.parse(raffle.end_date), now)}
        </span>
      </p>
      {raffle.drawn_at ? (
        <p className="text-sm text-slate-400">
          Drawn <time dateTime={raffle.drawn_at}>{formatUtc(raffle.drawn_at)}</time>
        </p>
      ) : null}
    </header>
  );
}

/** Stat tiles: Total Tickets, Participants, Per Ticket in dollars. */
export function StatTiles({ raffle }: { raffle: WagerRaffleDetail }) {
  const tiles = [
    [m.totalTickets, formatCount(raffle.total_tickets)],
    [m.participants, formatCount(raffle.statistics.total_participants)],
    [m.perTicket, formatDollars(raffle.dollars_per_ticket)],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-white/10 bg-card p-4 text-center">
          <dt className="text-xs text-slate-400 uppercase">{label}</dt>
          <dd className="text-2xl font-black text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
