import { formatMoney } from '@podium/shared/common/money';
import { payoutMessages } from '@podium/shared/payouts/messages';
import { type AdminPayout, markPaidSchema, rejectPayoutSchema } from '@podium/shared/payouts/schemas';
import { useIsMutating } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { decidePayoutKey, useDecidePayout } from './api/decide-payout.ts';

export type DecisionKind = 'paid' | 'reject';

interface DecideDialogProps {
  payout: AdminPayout | null;
  kind: DecisionKind;
  onClose: () => void;
}

/** Mark a payout paid (with the tip or transfer reference) or reject it (with the reason the member reads). */
export function DecideDialog({ payout, kind, onClose }: DecideDialogProps) {
  const busy = useIsMutating({ mutationKey: decidePayoutKey }) > 0;
  const paid = kind === 'paid';
  return (
    <Dialog
      open={payout !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={paid ? 'Mark payout paid' : 'Reject payout'}
      description={
        payout
          ? `${formatMoney(payout.amount, '$', 2)} to ${payout.user.display_name}${payout.casino_username ? ` (${payout.casino_username}${payout.platform ? ` on ${payout.platform.name}` : ''})` : ''}: ${payout.description}`
          : undefined
      }
      busy={busy}
    >
      {payout ? (
        <DecideForm key={`${payout.id}-${kind}`} payout={payout} paid={paid} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function DecideForm({ payout, paid, onDone }: { payout: AdminPayout; paid: boolean; onDone: () => void }) {
  const [value, setValue] = useState('');
  const form = useFieldErrors('payout-decision');
  const decide = useDecidePayout();
  const field = paid ? 'reference' : 'reason';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = paid
      ? form.validate(markPaidSchema, { reference: value })
      : form.validate(rejectPayoutSchema, { reason: value });
    if (!valid) return;
    const decision =
      'reference' in valid
        ? { id: payout.id, paid: true as const, reference: valid.reference }
        : { id: payout.id, paid: false as const, reason: valid.reason };
    decide.mutate(decision, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? (paid ? payoutMessages.markedPaid : payoutMessages.rejected));
        onDone();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };
  const common = {
    id: form.id(field),
    value,
    error: form.errors[field],
    onChange: (v: string) => {
      form.clear(field);
      setValue(v);
    },
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {paid ? (
        <TextField
          {...common}
          label="Reference"
          maxLength={200}
          required
          autoComplete="off"
          hint="The tip or transfer id, so anyone can trace the payment."
        />
      ) : (
        <TextAreaField
          {...common}
          label="Reason"
          maxLength={500}
          rows={3}
          hint="The member reads this on their VIP page."
        />
      )}
      <DialogActions
        submitLabel={paid ? 'Mark paid' : 'Reject payout'}
        pending={decide.isPending}
        variant={paid ? 'primary' : 'danger'}
      />
    </form>
  );
}
