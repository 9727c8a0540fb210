import { pointsPerEntry, pointsTickets } from '@podium/shared/raffles/rules';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { formatCount, formatPoints } from '@/features/raffles/format.ts';
import type { EntryControls } from './entry-controls.ts';
import { MethodCard } from './MethodCard.tsx';

/** Points spent as typed: a whole number, or NaN. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Buying tickets with points: points_per_entry each (1 when missing, SPEC §5); the amount sent as
 * points_spent must be a multiple of it, within the member's ticket limit when there is one.
 */
export function PointsEntry({ raffle, open, pending, errors, clearError, submit }: EntryControls) {
  const perEntry = pointsPerEntry(raffle);
  const [points, setPoints] = useState(String(perEntry));
  const tickets = pointsTickets(wholeNumber(points), perEntry);
  const max = raffle.max_tickets_per_member;
  const held = raffle.user_entries.points;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Not a whole number: the shared rule refuses it with the price in the message.
    submit({ entry_type: 'points', points_spent: wholeNumber(points) });
  };

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
          disabled={!open}
          onChange={(value) => {
            clearError('points_spent');
            setPoints(value);
          }}
          error={errors.points_spent}
          hint={tickets ? `${formatCount(tickets)} ${tickets === 1 ? 'ticket' : 'tickets'}` : undefined}
        />
        <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={!open || pending}>
          Enter with Points
        </button>
      </form>
    </MethodCard>
  );
}
