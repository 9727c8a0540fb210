import type { AdminRaffle, AdminRaffleEntry } from '@podium/shared/raffles/admin';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { formatPoints } from '@/features/raffles/format.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAdminRaffleEntries } from './api/get-admin-raffle-entries.ts';
import { useRemoveRaffleEntry } from './api/remove-raffle-entry.ts';
import { EntriesTable } from './EntriesTable.tsx';

/** Every ticket, removed ones too; before the draw a ticket can be removed (points are refunded). */
export function AdminEntries({ raffle }: { raffle: AdminRaffle }) {
  const query = useAdminRaffleEntries(raffle.id);
  const remove = useRemoveRaffleEntry();
  const [removing, setRemoving] = useState<AdminRaffleEntry | null>(null);
  const canRemove = !raffle.drawn_at && !raffle.is_cancelled;

  const confirm = () => {
    if (!removing) return;
    remove.mutate(
      { id: raffle.id, entryId: removing.id },
      {
        onSuccess: (envelope) => {
          const refunded = envelope.data?.refunded_points ?? 0;
          const message = envelope.message ?? 'Entry removed';
          toast.success(refunded > 0 ? `${message}: ${formatPoints(refunded)} refunded` : message);
          setRemoving(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Panel title="Entries" level={3} description="One row per ticket.">
      <QueryState query={query} what="entries">
        {(entries) => <EntriesTable entries={entries} canRemove={canRemove} onRemove={setRemoving} />}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this entry?"
        confirmLabel="Remove entry"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={confirm}
      >
        {removing ? (
          <p>
            The ticket of <strong className="text-white">{removing.user.display_name}</strong> leaves the
            draw.{' '}
            {removing.points_spent > 0
              ? `Refund: ${formatPoints(removing.points_spent)} to the member.`
              : 'It cost no points, so there is nothing to refund; the member cannot enter that way again.'}
          </p>
        ) : null}
      </ConfirmDialog>
    </Panel>
  );
}
