import { adminPointsAdjustmentSchema } from '@podium/shared/members/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/form/TextField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { formatNumber, formatSigned } from '@/lib/format.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useAdjustPoints } from './api/adjust-points.ts';
import { parseAmount } from './points-amount.ts';

/** What the amount will do, as the admin types it. */
function amountHint(amount: number, balance: number): string {
  if (!Number.isSafeInteger(amount) || amount === 0) {
    return 'Positive to credit (+250), negative to debit (−100).';
  }
  const after = balance + amount;
  const verb = amount > 0 ? 'Credit' : 'Debit';
  return after < 0
    ? `${verb} ${formatSigned(amount)}: more than the member's ${formatNumber(balance)} points.`
    : `${verb} ${formatSigned(amount)} → new balance ${formatNumber(after)} points.`;
}

/** Credit or debit a member's points with a reason; the ledger records the admin as the actor. */
export function PointsForm({ user }: { user: { id: number; points: number } }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [balance, setBalance] = useState<number | null>(null);
  const form = useFieldErrors('member-points');
  const adjust = useAdjustPoints(user.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBalance(null);
    const input = form.validate(adminPointsAdjustmentSchema, { amount: parseAmount(amount), reason });
    if (!input) return;
    adjust.mutate(
      { id: user.id, input },
      {
        onSuccess: (envelope) => {
          const points = envelope.data?.points ?? user.points + input.amount;
          setBalance(points);
          setAmount('');
          setReason('');
          toast.success(envelope.message ?? `Points ${input.amount > 0 ? 'added' : 'removed'}`);
        },
        onError: (error) => {
          form.showServerErrors(error, 'amount', errorMessage(error));
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Panel
      level={3}
      title="Adjust points"
      description="Each adjustment is a ledger row with your name and reason."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id={form.id('amount')}
          label="Amount"
          value={amount}
          onChange={(v) => {
            form.clear('amount');
            setBalance(null);
            setAmount(v);
          }}
          error={form.errors.amount}
          hint={amountHint(parseAmount(amount), user.points)}
          inputMode="text"
          autoComplete="off"
          placeholder="+250 or -100"
          required
        />
        <TextField
          id={form.id('reason')}
          label="Reason"
          value={reason}
          onChange={(v) => {
            form.clear('reason');
            setReason(v);
          }}
          error={form.errors.reason}
          hint="Required. Shown in the member's points history."
          maxLength={300}
          autoComplete="off"
          required
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-emerald-300">
            {balance === null ? '' : `New balance: ${formatNumber(balance)} points`}
          </p>
          <button type="submit" className={buttonClass('primary')} disabled={adjust.isPending}>
            {adjust.isPending ? 'Saving…' : 'Adjust points'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
