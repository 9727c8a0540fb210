import { type AdminPlatform, leaderboardMessages, periodEndSchema } from '@podium/shared/leaderboard/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { DateTimeField } from '@/components/form/DateTimeField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { isoToUtcInput, utcInputToIso } from '@/lib/datetime.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSetPeriodEnd } from './api/set-period-end.ts';

interface PeriodEndFormProps {
  platform: AdminPlatform;
  onDone: () => void;
}

/** Moves the current period's end; a moment in the past ends the period ('Period Ended'). */
export function PeriodEndForm({ platform, onDone }: PeriodEndFormProps) {
  const period = platform.current_period;
  const [endsAt, setEndsAt] = useState(() => (period ? isoToUtcInput(period.ends_at) : ''));
  const form = useFieldErrors('period-end');
  const save = useSetPeriodEnd();

  const send = (iso: string | null) => {
    const input = form.validate(
      periodEndSchema,
      { ends_at: iso ?? '' },
      iso ? {} : { ends_at: 'Enter a date and time' },
    );
    if (!input) return;
    save.mutate(
      { id: platform.id, endsAt: input.ends_at },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? leaderboardMessages.periodEndSaved);
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(utcInputToIso(endsAt));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {period ? (
        <p className="text-sm text-slate-300">
          The current period started{' '}
          <strong className="text-white">
            <AdminDate iso={period.starts_at} />
          </strong>{' '}
          and ends{' '}
          <strong className="text-white">
            <AdminDate iso={period.ends_at} />
          </strong>
          .
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
        hint="Your local time. A moment in the past ends the period: the board shows 'Period Ended'."
      />
      <p className="text-sm text-slate-400">
        Or end it at this very moment:{' '}
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} ml-1`}
          disabled={save.isPending}
          onClick={() => send(new Date().toISOString())}
        >
          End period now
        </button>
      </p>
      <DialogActions submitLabel="Save period end" pending={save.isPending} />
    </form>
  );
}
