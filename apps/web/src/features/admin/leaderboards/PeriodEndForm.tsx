import { type AdminPlatform, periodInputSchema } from '@podium/shared/leaderboard';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '../components/AdminDialog.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { buttonClass } from '../components/styles.ts';
import { formatDateTime, isoToLocalInput, localInputToIso } from '../lib/datetime.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { useFieldErrors } from '../lib/use-field-errors.ts';
import { useSetPeriodEnd } from './api/set-period-end.ts';

interface PeriodEndFormProps {
  platform: AdminPlatform;
  onDone: () => void;
}

/** Moves the current period's end; a moment in the past ends the period ('Period Ended'). */
export function PeriodEndForm({ platform, onDone }: PeriodEndFormProps) {
  const period = platform.current_period;
  const [endsAt, setEndsAt] = useState(() => (period ? isoToLocalInput(period.ends_at) : ''));
  const form = useFieldErrors('period-end');
  const save = useSetPeriodEnd();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const iso = localInputToIso(endsAt);
    const input = form.validate(
      periodInputSchema,
      { ends_at: iso ?? '' },
      iso ? {} : { ends_at: 'Enter a date and time' },
    );
    if (!input) return;
    save.mutate(
      { id: platform.id, endsAt: input.ends_at },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? 'Period end saved');
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {period ? (
        <p className="text-sm text-slate-300">
          The current period started{' '}
          <strong className="text-white">{formatDateTime(period.starts_at)}</strong> and ends{' '}
          <strong className="text-white">{formatDateTime(period.ends_at)}</strong>.
        </p>
      ) : null}
      <DateTimeField
        id={form.id('ends_at')}
        label="New end"
        value={endsAt}
        onChange={(v) => {
          form.clear('ends_at');
          setEndsAt(v);
        }}
        error={form.errors.ends_at}
        required
        hint="Your local time. A moment in the past ends the period now: the board shows 'Period Ended'."
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              form.clear('ends_at');
              setEndsAt(isoToLocalInput(new Date().toISOString()));
            }}
          >
            Now
          </button>
        }
      />
      <DialogActions submitLabel="Save period end" pending={save.isPending} />
    </form>
  );
}
