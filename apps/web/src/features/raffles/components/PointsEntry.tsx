import { raffleMessages } from '@podium/shared/raffles/messages';
import { pointsPerEntry, pointsTickets } from '@podium/shared/raffles/rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { profileQuery } from '@/api/get-profile.ts';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { formatCount, formatPoints } from '@/features/raffles/format.ts';
import { useAuth } from '@/lib/use-auth.ts';
import type { EntryControls } from './entry-controls.ts';
import { MethodCard } from './MethodCard.tsx';

/** Points spent as typed: a whole number, or NaN. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The signed-in member's points (their profile's, which an entry refreshes); null until known. */
function useBalance(): number | null {
  const username = useAuth().user?.username ?? null;
  const { data } = useQuery({ ...profileQuery(username ?? ''), enabled: username !== null });
  return username !== null && data ? data.points : null;
}

/**
 * Buying tickets with points: points_per_entry each (1 when missing, SPEC §5); the amount sent as
 * points_spent must be a multiple of it, within the member's ticket limit when there is one. The
 * member's balance shows with the field; at the ticket limit, or short of one ticket's price, the
 * field and its button are off and the hint says why.
 */
export function PointsEntry({ raffle, open, pending, errors, clearError, submit }: EntryControls) {
  const perEntry = pointsPerEntry(raffle);
  const [points, setPoints] = useState(String(perEntry));
  const balance = useBalance();
  const tickets = pointsTickets(wholeNumber(points), perEntry);
  const max = raffle.max_tickets_per_member;
  const held = raffle.user_entries.points;
  const blocked =
    max !== null && held >= max
      ? raffleMessages.ticketCapReached(max)
      : balance !== null && balance < perEntry
        ? raffleMessages.notEnoughForTicket(formatPoints(perEntry))
        : null;
  const off = !open || blocked !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Not a whole number: the shared rule refuses it with the price in the message.
    submit({ entry_type: 'points', points_spent: wholeNumber(points) });
  };

  const ticketsLine =
    tickets && !blocked ? `${formatCount(tickets)} ${tickets === 1 ? 'ticket' : 'tickets'}` : null;
  return (
    <MethodCard
      title="Points Entry"
      description={
        <>
          {formatPoints(perEntry)} per ticket
          {max !== null
            ? ` · up to ${formatCount(max)} tickets per member (you hold ${formatCount(held)})`
            : ''}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          id="raffle-entry-points_spent"
          label="Points to spend"
          inputMode="numeric"
          autoComplete="off"
          value={points}
          disabled={off}
          onChange={(value) => {
            clearError('points_spent');
            setPoints(value);
          }}
          error={errors.points_spent}
          hint={
            balance !== null || ticketsLine || blocked ? (
              <span className="flex flex-col gap-0.5">
                <span className="flex flex-wrap justify-between gap-x-3">
                  {ticketsLine ? <span>{ticketsLine}</span> : null}
                  {balance !== null ? (
                    <span className="ml-auto text-slate-300">
                      {raffleMessages.balance(formatPoints(balance))}
                    </span>
                  ) : null}
                </span>
                {blocked ? <span className="text-amber-200">{blocked}</span> : null}
              </span>
            ) : undefined
          }
        />
        <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={off || pending}>
          Enter with Points
        </button>
      </form>
    </MethodCard>
  );
}
