import { wagerRaffleMessages as m } from '@podium/shared/wager-raffles/messages';
import type { WagerRaffleDetail } from '@podium/shared/wager-raffles/schemas';
import { Link } from 'react-router';
import { Panel } from '@/components/Panel.tsx';
import {
  formatCount,
  formatDollars,
  memberTicketSpans,
  ordinal,
  spanText,
} from '@/features/wager-raffles/format.ts';

type Ticket = NonNullable<WagerRaffleDetail['user_ticket']>;

/**
 * 'Your Participation' (SPEC §2): the member's tickets and wager, their ticket numbers as ranges
 * ('#101–#150', 50 tickets: decision 056) and, once drawn, whether they won.
 */
export function YourParticipation({
  raffle,
  viewerId,
}: {
  raffle: WagerRaffleDetail;
  viewerId: number | null;
}) {
  const ticket = raffle.user_ticket;
  if (!ticket) return null;
  return (
    <Panel title={m.yourParticipation}>
      <Outcome raffle={raffle} ticket={ticket} viewerId={viewerId} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-400">Your Tickets</dt>
          <dd className="text-xl font-bold text-white tabular-nums">{formatCount(ticket.ticket_count)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Total Wagered</dt>
          <dd className="text-xl font-bold text-white tabular-nums">{formatDollars(ticket.total_wagered)}</dd>
        </div>
      </dl>
      {ticket.ticket_count > 0 ? (
        <TicketNumbers ticket={ticket} />
      ) : (
        <p className="text-sm text-slate-400">
          Wager on the casinos below with your casino usernames linked in{' '}
          <Link to="/settings" className="text-white underline">
            Settings
          </Link>{' '}
          to earn tickets.
        </p>
      )}
    </Panel>
  );
}

/** The member's ticket numbers, one line per run of consecutive numbers, with its count. */
function TicketNumbers({ ticket }: { ticket: Ticket }) {
  const { spans, more } = memberTicketSpans(ticket);
  return (
    <ul aria-label="Your ticket numbers" className="flex flex-wrap gap-1.5 text-sm">
      {spans.map((span) => (
        <li key={span.first} className="rounded-md bg-primary/15 px-2.5 py-1 text-white">
          <span className="font-mono font-semibold">{spanText(span)}</span>{' '}
          <span className="text-slate-300">({m.ticketsHeld(span.last - span.first + 1)})</span>
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-1 text-slate-400">{m.moreTickets(more)}</li> : null}
    </ul>
  );
}

/** Once drawn: the places the member won, or that they did not win; nothing before the draw. */
function Outcome({
  raffle,
  ticket,
  viewerId,
}: {
  raffle: WagerRaffleDetail;
  ticket: Ticket;
  viewerId: number | null;
}) {
  if (raffle.drawn_at === null) return null;
  const won = raffle.prizes
    .filter((p) => viewerId !== null && p.winner?.user.id === viewerId)
    .map((p) => ordinal(p.position));
  if (won.length === 0 && ticket.ticket_count === 0) return null;
  return (
    <p
      className={
        won.length > 0
          ? 'rounded-xl border border-amber-400/30 bg-amber-500/10 px-4 py-3 font-bold text-amber-100'
          : 'rounded-xl border border-white/10 bg-slate-950/40 px-4 py-3 text-slate-300'
      }
    >
      {won.length > 0 ? m.youWon(won.join(', ')) : m.notWon}
    </p>
  );
}
