import { endsAfterStart } from '@podium/shared/leaderboard/periods';
import {
  type AdminPlatform,
  leaderboardMessages,
  periodInputSchema,
} from '@podium/shared/leaderboard/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { DateTimeField } from '@/components/form/DateTimeField.tsx';
import { utcInputToIso } from '@/lib/datetime.ts';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useStartPeriod } from './api/start-period.ts';

interface NewPeriodFormProps {
  platform: AdminPlatform;
  onDone: () => void;
}

/** Starts a new period, now or at a chosen moment; a running period ends where the new one starts. */
export function NewPeriodForm({ platform, onDone }: NewPeriodFormProps) {
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const form = useFieldErrors('new-period');
  const start = useStartPeriod();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const startIso = startsAt.trim() ? utcInputToIso(startsAt) : undefined;
    const endIso = utcInputToIso(endsAt);
    const extra: ErrorMap = {};
    if (startIso === null) extra.starts_at = 'Enter a date and time, or leave it empty to start now';
    if (!endIso) extra.ends_at = 'Enter a date and time';
    const candidate = { ...(startIso ? { starts_at: startIso } : {}), ends_at: endIso ?? '' };
    const input = form.validate(periodInputSchema, candidate, extra);
    if (!input) return;
    if (!endsAfterStart(input, Date.now())) {
      form.setErrors({ ends_at: 'The end must be in the future' });
      return;
    }
    start.mutate(
      { id: platform.id, input },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? leaderboardMessages.periodStarted);
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
      <p className="text-sm text-slate-300">
        The board starts again from zero. A period that is still running ends where the new one starts; its
        results are kept.
      </p>
      <DateTimeField
        id={form.id('starts_at')}
        label="Start (optional)"
        value={startsAt}
        onChange={(v) => {
          form.clear('starts_at');
          setStartsAt(v);
        }}
        error={form.errors.starts_at}
        hint="Leave empty to start now. Your local time."
      />
      <DateTimeField
        id={form.id('ends_at')}
        label="End"
        value={endsAt}
        onChange={(v) => {
          form.clear('ends_at');
          setEndsAt(v);
        }}
        error={form.errors.ends_at}
        required
      />
      <DialogActions submitLabel="Start period" pendingLabel="Starting…" pending={start.isPending} />
    </form>
  );
}
