import { wagerRaffleMessages as m } from '@podium/shared/wager-raffles/messages';
import type { EndedWagerRaffle } from '@podium/shared/wager-raffles/schemas';
import { Link } from 'react-router';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { formatCount, formatUtc, prizeText } from '@/features/wager-raffles/format.ts';

/** SPEC §2 'Recent Winners': ended raffles with their drawn date and winners. */
export function RecentWinners({ raffles }: { raffles: EndedWagerRaffle[] }) {
  return (
    <Panel title={m.recentWinners}>
      <ul className="flex flex-col gap-4">
        {raffles.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 rounded-xl bg-slate-950/40 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={`/wager-raffles/${r.id}`} className="font-semibold text-white hover:underline">
                {r.name}
              </Link>
              <span className="text-xs text-slate-400">
                {r.drawn_at ? (
                  <>
                    Drawn <time dateTime={r.drawn_at}>{formatUtc(r.drawn_at)}</time>
                  </>
                ) : (
                  m.awaitingWinner
                )}
              </span>
            </div>
            {r.winners.length === 0 ? (
              <EmptyNote>{r.drawn_at ? 'No winners: no one had a ticket.' : m.awaitingWinner}</EmptyNote>
            ) : (
              <ol className="flex flex-col gap-1 text-sm text-slate-300">
                {r.winners.map((w) => (
                  <li key={w.id}>
                    #{w.position}{' '}
                    <Link
                      to={`/profile/${encodeURIComponent(w.user.username)}`}
                      className="font-semibold text-white hover:underline"
                    >
                      {w.user.username}
                    </Link>{' '}
                    — {prizeText(w.prize)} · ticket #{formatCount(w.winning_ticket_number)}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
