import { type AdminRaffle, raffleAdminMessages } from '@podium/shared/raffles/admin';
import { toast } from 'sonner';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { ConfirmRowDialog } from '@/components/admin/ConfirmRowDialog.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useCancelRaffle } from './api/cancel-raffle.ts';
import { useAdminRaffles } from './api/get-admin-raffles.ts';
import { saveRaffleKey } from './api/keys.ts';
import { type RaffleAction, useRaffleAction } from './api/raffle-action.ts';
import { RaffleForm } from './RaffleForm.tsx';
import { RaffleRow } from './RaffleRow.tsx';

const words: AdminListWords = {
  title: 'Raffles',
  intro: 'Free, points and password entries; drawn at the end time, or now. Every draw can be verified.',
  what: 'raffles',
  add: 'Add raffle',
  list: 'Raffles',
  empty: {
    title: 'No raffles yet',
    description: 'Add a raffle with its prize, times and ways to enter; members see it on the Raffles page.',
  },
};

const actionMessages: Record<RaffleAction, string> = {
  pause: raffleAdminMessages.paused,
  resume: raffleAdminMessages.resumed,
  draw: raffleAdminMessages.drawn,
};

/** Admin › Raffles: create and edit raffles, pause entries, draw now and cancel with refunds. */
export function RafflesAdminPage() {
  const query = useAdminRaffles();
  const dialogs = useEditDialogs<AdminRaffle, 'edit' | 'draw' | 'cancel'>();
  const action = useRaffleAction();
  const cancel = useCancelRaffle();

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
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(raffle) => (
        <RaffleRow
          key={raffle.id}
          raffle={raffle}
          busy={action.isPending && action.variables?.id === raffle.id}
          onEdit={() => dialogs.open('edit', raffle)}
          onAction={(kind) => run(raffle, kind)}
          onDraw={() => dialogs.open('draw', raffle)}
          onCancel={() => dialogs.open('cancel', raffle)}
        />
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.title}` : 'Add raffle'),
        description: "Its seed's SHA-256 is published when it is created, so the draw can be checked.",
        size: 'lg',
        saveKey: saveRaffleKey,
        render: (editing) => <RaffleForm raffle={editing} onDone={dialogs.close} />,
      }}
    >
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="draw"
        title="Draw winners now?"
        confirmLabel="Draw now"
        pendingLabel="Drawing…"
        pending={action.isPending}
        onConfirm={(raffle) => run(raffle, 'draw')}
      >
        {(raffle) => (
          <p>
            Entries to <strong className="text-white">{raffle.title}</strong> close and{' '}
            {raffle.number_of_winners} winner{raffle.number_of_winners === 1 ? ' is' : 's are'} drawn from its{' '}
            {raffle.total_entries} tickets. This cannot be undone.
          </p>
        )}
      </ConfirmRowDialog>
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="cancel"
        title="Cancel this raffle?"
        confirmLabel="Cancel raffle"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={runCancel}
      >
        {(raffle) => (
          <p>
            <strong className="text-white">{raffle.title}</strong> ends without a draw. Every points ticket is
            refunded to its member, once. This cannot be undone.
          </p>
        )}
      </ConfirmRowDialog>
    </AdminListSection>
  );
}
