import { type AdminRaffle, raffleAdminMessages, raffleRedrawSchema } from '@podium/shared/raffles/admin';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useRedrawWinner } from './api/redraw-winner.ts';
import { PrizeAwards } from './PrizeAwards.tsx';

type Winner = AdminRaffle['winners'][number];

/** '3 to draw' until the draw; then how many were drawn ('2 of 3 drawn' when fewer held tickets). */
function winnersLine(raffle: AdminRaffle, drawn: number): string {
  if (raffle.is_cancelled) return 'Cancelled: no winners';
  if (!raffle.drawn_at) return `${raffle.number_of_winners} to draw`;
  return drawn < raffle.number_of_winners
    ? `${drawn} of ${raffle.number_of_winners} drawn`
    : `${drawn} drawn`;
}

/** The current winners; one can be re-drawn (e.g. no claim) with a reason, kept in the draw history. */
export function AdminWinners({ raffle }: { raffle: AdminRaffle }) {
  const [replacing, setReplacing] = useState<Winner | null>(null);
  const [reason, setReason] = useState('');
  const form = useFieldErrors('redraw');
  const redraw = useRedrawWinner();

  const close = () => {
    setReplacing(null);
    setReason('');
    form.setErrors({});
  };
  const confirm = () => {
    if (!replacing) return;
    const input = form.validate(raffleRedrawSchema, { user_id: replacing.id, reason });
    if (!input) return;
    redraw.mutate(
      { id: raffle.id, input },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? raffleAdminMessages.redrawn);
          close();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const winners = [...raffle.winners].sort((a, b) => a.position - b.position);
  return (
    <Panel title="Winners" level={3} description={winnersLine(raffle, winners.length)}>
      {!raffle.drawn_at ? (
        <EmptyNote>
          {raffleAdminMessages.notDrawn} Winners are drawn at the end time, or when you draw now.
        </EmptyNote>
      ) : winners.length === 0 ? (
        <EmptyNote>{raffleAdminMessages.drawnNoEntries}</EmptyNote>
      ) : (
        <ol aria-label="Winners" className="space-y-2">
          {winners.map((winner) => (
            <li
              key={winner.id}
              className="flex items-center justify-between gap-3 rounded-xl bg-slate-950/40 px-3 py-2"
            >
              <span className="text-sm text-slate-200">
                #{winner.position} <strong className="text-white">{winner.display_name}</strong>{' '}
                <span className="text-slate-400">@{winner.username}</span>
              </span>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setReplacing(winner)}
                aria-label={`Re-draw ${winner.display_name}`}
              >
                Re-draw
              </button>
            </li>
          ))}
        </ol>
      )}
      <PrizeAwards raffle={raffle} />
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Re-draw this winner?"
        confirmLabel="Re-draw winner"
        pendingLabel="Drawing…"
        pending={redraw.isPending}
        onConfirm={confirm}
      >
        <p className="mb-4">
          <strong className="text-white">{replacing?.display_name}</strong> is replaced by a member not drawn
          before, with the next nonce. The reason is shown in the public draw history. A prize already paid is
          taken back: points from their balance, a pending payout rejected; a paid payout stays paid.
        </p>
        <TextAreaField
          id={form.id('reason')}
          label="Reason"
          value={reason}
          onChange={(value) => {
            form.clear('reason');
            setReason(value);
          }}
          error={form.errors.reason ?? form.errors.user_id}
          rows={3}
          maxLength={500}
          placeholder="Did not claim the prize within 48 hours"
        />
      </ConfirmDialog>
    </Panel>
  );
}
