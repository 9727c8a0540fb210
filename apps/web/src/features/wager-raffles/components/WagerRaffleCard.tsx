import { MAX_CARD_PRIZES, wagerRaffleMessages as m } from '@podium/shared/wager-raffles/messages';
import { listCountdown } from '@podium/shared/wager-raffles/rules';
import type { WagerRaffleCard as Card } from '@podium/shared/wager-raffles/schemas';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';
import { cardClass } from '@/components/styles.ts';
import { formatCount, liveStatus, prizeText } from '@/features/wager-raffles/format.ts';

const statusTone = { ACTIVE: 'emerald', ENDED: 'neutral', UPCOMING: 'sky' } as const;

/** One 'Active Raffles' card (SPEC §2): name, description, time left, tickets, participants, prizes, yours. */
export function WagerRaffleCard({ raffle, now }: { raffle: Card; now: number }) {
  const left = listCountdown(Math.floor((Date.parse(raffle.end_date) - now) / 1000));
  // From the same end time as Time Left, so the badge reads ENDED when the time left reads Ended.
  const status = liveStatus(raffle, now);
  const shown = raffle.prizes.slice(0, MAX_CARD_PRIZES);
  const more = raffle.prizes.length - shown.length;
  return (
    <li className={`${cardClass} flex flex-col`}>
      <Link
        to={`/wager-raffles/${raffle.id}`}
        className="flex flex-1 flex-col gap-4 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-bold text-white">{raffle.name}</h3>
          <Pill tone={statusTone[status]}>{status}</Pill>
        </div>
        {raffle.description ? (
          <p className="line-clamp-2 text-sm text-slate-300">{raffle.description}</p>
        ) : null}
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <div className="rounded-xl bg-slate-950/40 p-2">
            <dt className="text-xs text-slate-400">Time Left</dt>
            <dd className="font-semibold text-white tabular-nums">{left}</dd>
          </div>
          <div className="rounded-xl bg-slate-950/40 p-2">
            <dt className="text-xs text-slate-400">Tickets</dt>
            <dd className="font-semibold text-white tabular-nums">{formatCount(raffle.total_tickets)}</dd>
          </div>
          <div className="rounded-xl bg-slate-950/40 p-2">
            <dt className="text-xs text-slate-400">{m.participants}</dt>
            <dd className="font-semibold text-white tabular-nums">
              {formatCount(raffle.participants_count)}
            </dd>
          </div>
        </dl>
        <ul aria-label="Prizes" className="flex flex-wrap gap-2 text-xs">
          {shown.map((p) => (
            <li key={p.id} className="rounded-full bg-primary/15 px-2.5 py-1 font-semibold text-white">
              #{p.position} {prizeText(p)}
            </li>
          ))}
          {more > 0 ? <li className="px-1 py-1 text-slate-400">{m.morePrizes(more)}</li> : null}
        </ul>
        {raffle.user_tickets ? (
          <p className="mt-auto text-sm text-slate-300">
            Your tickets:{' '}
            <span className="font-bold text-white tabular-nums">
              {formatCount(raffle.user_tickets.ticket_count)}
            </span>
          </p>
        ) : null}
      </Link>
    </li>
  );
}
