import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts-messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { type ErrorMap, errorMessage, serverErrors } from '@/lib/form-errors.ts';
import { useCreateHunt } from './api/admin-bonus-hunts.ts';

/** Create a hunt: title, start balance, the prize each winner gets (points and XP), predictions on or off. */
export function HuntForm({ onDone }: { onDone: () => void }) {
  const create = useCreateHunt();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [points, setPoints] = useState('500');
  const [xp, setXp] = useState('250');
  const [open, setOpen] = useState(true);
  const [errors, setErrors] = useState<ErrorMap>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        title,
        start_balance: Number(start),
        prize_points: Number(points),
        prize_xp: Number(xp),
        predictions_active: open,
      },
      {
        onSuccess: (e) => {
          toast.success(e.message ?? am.created);
          onDone();
          if (e.data) navigate(`${ADMIN_BASE}/bonus-hunts/${e.data.hunt.id}`);
        },
        onError: (e) => {
          setErrors(serverErrors(e));
          toast.error(errorMessage(e));
        },
      },
    );
  };

  return (
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
      <SwitchField
        id="hunt-predictions"
        label="Predictions open"
        description="Members may predict until you close predictions or finish the hunt."
        checked={open}
        onChange={setOpen}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create hunt'}
        </button>
      </div>
    </form>
  );
}
