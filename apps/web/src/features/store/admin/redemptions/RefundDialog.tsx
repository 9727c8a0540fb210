import type { QueueRedemption } from '@podium/shared/store/schemas';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { formatPoints } from '@/features/store/admin/items/format.ts';

interface RefundDialogProps {
  row: QueueRedemption | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (row: QueueRedemption) => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Asks before a refund, saying what it gives back: the member's points and one unit of stock. */
export function RefundDialog({ row, pending, onClose, onConfirm, returnFocusTo }: RefundDialogProps) {
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Refund this purchase?"
      busy={pending}
      returnFocusTo={returnFocusTo}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (row) onConfirm(row);
        }}
      >
        {row ? (
          <div className="space-y-2 text-sm text-slate-300">
            <p>
              <strong className="text-white">{row.item.name}</strong> bought by{' '}
              <strong className="text-white">@{row.user.username}</strong>.
            </p>
            <p>
              {formatPoints(row.cost)} go back to their balance and the item's stock gets its unit back.
              {row.status === 'processed' ? ' It was already marked processed.' : ''} A refund cannot be
              undone.
            </p>
          </div>
        ) : null}
        <DialogActions submitLabel="Refund" pendingLabel="Refunding…" pending={pending} variant="danger" />
      </form>
    </Dialog>
  );
}
