import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { type ErrorMap, errorMessage, serverErrors } from '@/lib/form-errors.ts';
import { useAddGame } from './api/add-game.ts';
import { emptyGame, GameFields, toGameInput } from './GameFields.tsx';

/** Adds a game at the end: slot name, provider, bet and an optional image; the slot field keeps focus for the next. */
export function AddGameForm({ huntId }: { huntId: number }) {
  const add = useAddGame();
  const [values, setValues] = useState(emptyGame);
  const [errors, setErrors] = useState<ErrorMap>({});
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { id: huntId, input: toGameInput(values) },
      {
        onSuccess: (e) => {
          toast.success(e.message ?? am.gameAdded, { id: 'hunt-game' });
          setValues({ ...emptyGame, provider: values.provider });
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
      <GameFields idPrefix="game" values={values} errors={errors} onChange={setValues} />
      <button type="submit" className={buttonClass('primary')} disabled={add.isPending}>
        Add game
      </button>
    </form>
  );
}
