import { type AdminRaffle, raffleAdminMessages } from '@podium/shared/raffles/admin';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AddButton } from '@/components/buttons/AddButton.tsx';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { useEditDialogs } from '@/components/dialog/use-edit-dialogs.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useCancelRaffle } from './api/cancel-raffle.ts';
import { useAdminRaffles } from './api/get-admin-raffles.ts';
import { saveRaffleKey } from './api/keys.ts';
import { type RaffleAction, useRaffleAction } from './api/raffle-action.ts';
import { RaffleForm } from './RaffleForm.tsx';
import { RaffleRow } from './RaffleRow.tsx';

const actionMessages: Record<RaffleAction, string> = {
  pause: raffleAdminMessages.paused,
  resume: raffleAdminMessages.resumed,
  draw: raffleAdminMessages.drawn,
};

/** Admin › Raffles: create and edit raffles, pause entries, draw now and cancel with refunds. */
export function RafflesAdminPage() {
  const query = useAdminRaffles();
  const dialogs = useEditDialogs<AdminRaffle, 'edit' | 'draw' | 'cancel'>();
  const saving = useIsMutating({ mutationKey: saveRaffleKey }) > 0;
  const action = useRaffleAction();
  const cancel = useCancelRaffle();
  const target = dialogs.target;

  const run = (raffle: AdminRaffle, kind: RaffleAction) =>
    action.mutate(
      { id: raffle.id, action: kind },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? actionMessages[kind]);
          if (kind === 'draw') dialogs.close();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const runCancel = (raffle: AdminRaffle) =>
    cancel.mutate(raffle.id, {
      onSuccess: (envelope) => {
        const refund = envelope.data;
        const refunded = refund
          ? ` (${refund.refunded_points} points to ${refund.refunded_members} members)`
          : '';
        toast.success(`${envelope.message ?? raffleAdminMessages.cancelled}${refunded}`);
        dialogs.close();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Raffles"
        titleId="admin-section-title"
        action={
          <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
            Add raffle
          </AddButton>
        }
      >
        Free, points and password entries; drawn at the end time, or now. Every draw can be verified.
      </SectionHeader>
      <QueryState query={query} what="raffles">
        {(raffles) =>
          raffles.length === 0 ? (
            <EmptyState
              size="panel"
              title="No raffles yet"
              description="Add a raffle with its prize, times and ways to enter; members see it on the Raffles page."
            />
          ) : (
            <ul className="space-y-3" aria-label="Raffles">
              {raffles.map((raffle) => (
                <RaffleRow
                  key={raffle.id}
                  raffle={raffle}
                  busy={action.isPending && action.variables?.id === raffle.id}
                  onEdit={() => dialogs.open('edit', raffle)}
                  onAction={(kind) => run(raffle, kind)}
                  onDraw={() => dialogs.open('draw', raffle)}
                  onCancel={() => dialogs.open('cancel', raffle)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <Dialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title={dialogs.kind === 'edit' && target ? `Edit ${target.title}` : 'Add raffle'}
        description="Its seed's SHA-256 is published when it is created, so the draw can be checked."
        busy={saving}
        size="lg"
      >
        <RaffleForm raffle={dialogs.kind === 'edit' ? target : null} onDone={dialogs.close} />
      </Dialog>

      <ConfirmDialog
        open={dialogs.kind === 'draw'}
        onOpenChange={dialogs.onOpenChange}
        title="Draw winners now?"
        confirmLabel="Draw now"
        pendingLabel="Drawing…"
        pending={action.isPending}
        onConfirm={() => target && run(target, 'draw')}
      >
        {target ? (
          <p>
            Entries to <strong className="text-white">{target.title}</strong> close and{' '}
            {target.number_of_winners} winner{target.number_of_winners === 1 ? ' is' : 's are'} drawn from its{' '}
            {target.total_entries} tickets. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialogs.kind === 'cancel'}
        onOpenChange={dialogs.onOpenChange}
        title="Cancel this raffle?"
        confirmLabel="Cancel raffle"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={() => target && runCancel(target)}
      >
        {target ? (
          <p>
            <strong className="text-white">{target.title}</strong> ends without a draw. Every points ticket is
            refunded to its member, once. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
