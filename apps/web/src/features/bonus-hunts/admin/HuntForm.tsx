import { bonusHuntErrors } from '@podium/shared/bonus-hunts/errors';
import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import type { BonusHunt, HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { type ErrorMap, errorMessage, serverErrors } from '@/lib/form-errors.ts';
import { hasErrorCode } from '@/lib/http.ts';
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
  const [open, setOpen] = useState(true);
  const [errors, setErrors] = useState<ErrorMap>({});
  const [runBoth, setRunBoth] = useState(false);
  const pending = create.isPending || update.isPending;

  const details = () => ({
    title,
    start_balance: Number(start),
    prize_points: Number(points),
    prize_xp: Number(xp),
  });
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
      setErrors(serverErrors(e));
      toast.error(errorMessage(e));
    },
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hunt) update.mutate({ id: hunt.id, input: details() }, callbacks);
    else create.mutate({ ...details(), predictions_active: open }, callbacks);
  };
  const startBeside = () =>
    create.mutate({ ...details(), predictions_active: open, confirm_concurrent: true }, callbacks);

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id="hunt-title"
          label="Title"
          value={title}
          onChange={setTitle}
          error={errors.title}
          maxLength={120}
          required
        />
        <TextField
          id="hunt-start-balance"
          label="Start balance ($)"
          type="number"
          step="0.01"
          min="0"
          value={start}
          onChange={setStart}
          error={errors.start_balance}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="hunt-prize-points"
            label="Prize points per winner"
            type="number"
            min="0"
            value={points}
            onChange={setPoints}
            error={errors.prize_points}
          />
          <TextField
            id="hunt-prize-xp"
            label="Prize XP per winner"
            type="number"
            min="0"
            value={xp}
            onChange={setXp}
            error={errors.prize_xp}
          />
        </div>
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
