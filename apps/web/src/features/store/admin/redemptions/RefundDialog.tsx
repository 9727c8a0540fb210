import { refundNeedsAdmin } from '@podium/shared/store/redemptions';
import { type QueueRedemption, refundRedemptionSchema } from '@podium/shared/store/schemas';
import { useEffect, useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { formatPoints } from '@/features/store/admin/items/format.ts';

interface RefundDialogProps {
  row: QueueRedemption | null;
  pending: boolean;
  onClose: () => void;
  /** `reason`: given for a processed redemption (an Admin's refund, decision 043). */
  onConfirm: (row: QueueRedemption, reason?: string) => void;
  returnFocusTo: () => HTMLElement | null;
}

/**
 * Asks before a refund, saying what it gives back: the member's points and one unit of stock. A
 * processed redemption was delivered, so undoing it (Admins only) needs a reason the member reads in
 * their points history.
 */
export function RefundDialog({ row, pending, onClose, onConfirm, returnFocusTo }: RefundDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const needsReason = row !== null && refundNeedsAdmin(row.status);
  useEffect(() => {
    if (row) {
      setReason('');
      setError(undefined);
    }
  }, [row]);

  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Refund this purchase?"
      busy={pending}
      returnFocusTo={returnFocusTo}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!row) return;
          if (!needsReason) return onConfirm(row);
          const parsed = refundRedemptionSchema.safeParse({ reason });
          const given = parsed.success ? parsed.data.reason : undefined;
          if (!given) {
            setError(parsed.error?.issues[0]?.message ?? 'Say why (3 characters or more)');
            return;
          }
          onConfirm(row, given);
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
              {needsReason ? ' It was already marked processed: the member keeps what was delivered.' : ''} A
              refund cannot be undone.
            </p>
          </div>
        ) : null}
        {needsReason ? (
          <TextAreaField
            id="refund-reason"
            label="Reason"
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
            error={error}
            rows={3}
            maxLength={300}
            hint="The member reads it in their points history (3 to 300 characters)."
            className="mt-4"
          />
        ) : null}
        <DialogActions submitLabel="Refund" pendingLabel="Refunding…" pending={pending} variant="danger" />
      </form>
    </Dialog>
  );
}
