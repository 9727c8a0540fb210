import { typedNumberField } from '@podium/shared/common/typed-number';
import { type SlotRequest, slotPlayedInputSchema } from '@podium/shared/slot-requests/schemas';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import type { ErrorMap } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import type { QueueAction } from './api/admin-slot-requests.ts';

/** Mark played: the bet and the win in dollars (the multiplier is win ÷ bet). */
export function PlayedDialog(props: {
  request: SlotRequest | null;
  pending: boolean;
  onClose: () => void;
  onSave: (action: QueueAction, done: () => void, fail: (error: unknown) => void) => void;
}) {
  const { request, pending, onClose, onSave } = props;
  const [bet, setBet] = useState('');
  const [win, setWin] = useState('');
  const form = useFieldErrors('slot-played');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const b = typedNumberField(bet, { required: true });
    const w = typedNumberField(win, { required: true });
    const extra: ErrorMap = { ...(b.error ? { bet: b.error } : {}), ...(w.error ? { win: w.error } : {}) };
    const input = form.validate(slotPlayedInputSchema, { bet: b.value, win: w.value }, extra);
    if (!input) return;
    onSave(
      { kind: 'played', id: request.id, input },
      () => {
        setBet('');
        setWin('');
        onClose();
      },
      (error) => form.showServerErrors(error),
    );
  };

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={request ? `Mark ${request.slot.name} played` : 'Mark played'}
      busy={pending}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          id={form.id('bet')}
          label="Bet ($)"
          inputMode="decimal"
          prefix="$"
          value={bet}
          onChange={(v) => {
            form.clear('bet');
            setBet(v);
          }}
          error={form.errors.bet}
        />
        <TextField
          id={form.id('win')}
          label="Win ($)"
          inputMode="decimal"
          prefix="$"
          value={win}
          onChange={(v) => {
            form.clear('win');
            setWin(v);
          }}
          error={form.errors.win}
          hint="The multiplier is the win divided by the bet."
        />
        <DialogActions submitLabel="Mark played" pendingLabel="Saving…" pending={pending} />
      </form>
    </Dialog>
  );
}
