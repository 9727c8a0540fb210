import { bonusHuntErrors } from '@podium/shared/bonus-hunts/errors';
import {
  bonusHuntAdminMessages as am,
  DEFAULT_LARGE_WIN_MULTIPLIER,
} from '@podium/shared/bonus-hunts/messages';
import {
  type BonusHunt,
  type HuntAdminDetail,
  huntCreateSchema,
  huntUpdateSchema,
} from '@podium/shared/bonus-hunts/schemas';
import { typedNumberField } from '@podium/shared/common/typed-number';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { hasErrorCode } from '@/lib/http.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateHunt } from './api/create-hunt.ts';
import { useUpdateHunt } from './api/update-hunt.ts';
import { RunBothDialog } from './RunBothDialog.tsx';

/**
 * Create a hunt (title, start balance, the prize each winner gets in points and XP, predictions on or
 * off), or edit a running one's details when `hunt` is given (predictions open and close from its page).
 */
export function HuntForm({ hunt, onDone }: { hunt?: BonusHunt; onDone: () => void }) {
  const create = useCreateHunt();
  const update = useUpdateHunt();
  const navigate = useNavigate();
  const [title, setTitle] = useState(hunt?.title ?? '');
  const [start, setStart] = useState(hunt ? String(hunt.start_balance) : '');
  const [points, setPoints] = useState(String(hunt?.prize_points ?? 500));
  const [xp, setXp] = useState(String(hunt?.prize_xp ?? 250));
  const [largeWin, setLargeWin] = useState(
    String(hunt?.large_win_multiplier ?? DEFAULT_LARGE_WIN_MULTIPLIER),
  );
  const [open, setOpen] = useState(true);
  const form = useFieldErrors('hunt');
  const { errors } = form;
  const [runBoth, setRunBoth] = useState(false);
  const pending = create.isPending || update.isPending;

  /** The fields as sent: numbers read as people type them (decision 047), their refusals in `extra`. */
  const details = () => {
    const fields = {
      start_balance: typedNumberField(start),
      prize_points: typedNumberField(points, { whole: true }),
      prize_xp: typedNumberField(xp, { whole: true }),
      large_win_multiplier: typedNumberField(largeWin, { whole: true }),
    };
    const extra: ErrorMap = {};
    const values: Record<string, number> = {};
    for (const [key, read] of Object.entries(fields)) {
      values[key] = read.value ?? Number.NaN;
      if (read.error) extra[key] = read.error;
    }
    return { values: { title, ...values }, extra };
  };
  const callbacks = {
    onSuccess: (e: { message: string | null; data: HuntAdminDetail | null }) => {
      setRunBoth(false);
      toast.success(e.message ?? (hunt ? am.updated : am.created));
      onDone();
      if (!hunt && e.data) navigate(`${ADMIN_BASE}/bonus-hunts/${e.data.hunt.id}`);
    },
    onError: (e: unknown) => {
      // Another hunt runs: ask, naming it, and start this one beside it only when confirmed (decision 045).
      if (!hunt && hasErrorCode(e, bonusHuntErrors.anotherRunning.code)) return setRunBoth(true);
      setRunBoth(false);
      form.showServerErrors(e);
      toast.error(errorMessage(e));
    },
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, extra } = details();
    if (hunt) {
      const input = form.validate(huntUpdateSchema, values, extra);
      if (input) update.mutate({ id: hunt.id, input }, callbacks);
      return;
    }
    const input = form.validate(huntCreateSchema, { ...values, predictions_active: open }, extra);
    if (input) create.mutate(input, callbacks);
  };
  const startBeside = () => {
    const input = form.validate(huntCreateSchema, { ...details().values, predictions_active: open });
    if (input) create.mutate({ ...input, confirm_concurrent: true }, callbacks);
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id={form.id('title')}
          label="Title"
          value={title}
          onChange={setTitle}
          error={errors.title}
          maxLength={120}
          required
        />
        <TextField
          id={form.id('start_balance')}
          label="Start balance ($)"
          inputMode="decimal"
          autoComplete="off"
          value={start}
          onChange={setStart}
          error={errors.start_balance}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={form.id('prize_points')}
            label="Prize points per winner"
            inputMode="numeric"
            autoComplete="off"
            value={points}
            onChange={setPoints}
            error={errors.prize_points}
          />
          <TextField
            id={form.id('prize_xp')}
            label="Prize XP per winner"
            inputMode="numeric"
            autoComplete="off"
            value={xp}
            onChange={setXp}
            error={errors.prize_xp}
          />
        </div>
        <TextField
          id={form.id('large_win_multiplier')}
          label={am.largeWinLabel}
          hint={am.largeWinHint}
          inputMode="numeric"
          autoComplete="off"
          value={largeWin}
          onChange={setLargeWin}
          error={errors.large_win_multiplier}
        />
        {!hunt && (
          <SwitchField
            id="hunt-predictions"
            label="Predictions open"
            description="Members may predict until you close predictions or finish the hunt."
            checked={open}
            onChange={setOpen}
          />
        )}
        <DialogActions
          submitLabel={hunt ? 'Save changes' : 'Create hunt'}
          pendingLabel={hunt ? 'Saving…' : 'Creating…'}
          pending={pending}
        />
      </form>
      {!hunt && (
        <RunBothDialog
          title={title}
          open={runBoth}
          pending={create.isPending}
          onCancel={() => setRunBoth(false)}
          onConfirm={startBeside}
        />
      )}
    </>
  );
}
