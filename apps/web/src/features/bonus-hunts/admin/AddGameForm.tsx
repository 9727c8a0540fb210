import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts-messages';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { type ErrorMap, errorMessage, serverErrors } from '@/lib/form-errors.ts';
import { useAddGame } from './api/admin-bonus-hunts.ts';

const empty = { slot_name: '', provider: '', slot_bet: '', slot_image: '' };

/** Adds a game at the end: slot name, provider, bet and an optional image; the slot field keeps focus for the next. */
export function AddGameForm({ huntId }: { huntId: number }) {
  const add = useAddGame();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ErrorMap>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (k: keyof typeof empty) => (v: string) => setValues((x) => ({ ...x, [k]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        id: huntId,
        input: {
          slot_name: values.slot_name,
          provider: values.provider,
          slot_bet: Number(values.slot_bet),
          slot_image: values.slot_image || null,
        },
      },
      {
        onSuccess: (e) => {
          toast.success(e.message ?? am.gameAdded, { id: 'hunt-game' });
          setValues({ ...empty, provider: values.provider });
          setErrors({});
          formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
        },
        onError: (e) => {
          setErrors(serverErrors(e));
          toast.error(errorMessage(e));
        },
      },
    );
  };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid items-end gap-3 sm:grid-cols-[2fr_1.5fr_1fr_2fr_auto]"
    >
      <TextField
        id="game-slot"
        label="Slot name"
        value={values.slot_name}
        onChange={set('slot_name')}
        error={errors.slot_name}
        maxLength={120}
      />
      <TextField
        id="game-provider"
        label="Provider"
        value={values.provider}
        onChange={set('provider')}
        error={errors.provider}
        maxLength={80}
      />
      <TextField
        id="game-bet"
        label="Bet ($)"
        type="number"
        step="0.01"
        min="0"
        value={values.slot_bet}
        onChange={set('slot_bet')}
        error={errors.slot_bet}
      />
      <TextField
        id="game-image"
        label="Image URL (optional)"
        value={values.slot_image}
        onChange={set('slot_image')}
        error={errors.slot_image}
      />
      <button type="submit" className={buttonClass('primary')} disabled={add.isPending}>
        Add game
      </button>
    </form>
  );
}
