import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import { huntGameInputSchema } from '@podium/shared/bonus-hunts/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useAddGame } from './api/add-game.ts';
import { emptyGame, GameFields, toGameInput } from './GameFields.tsx';

/** Adds a game at the end: slot name, provider, bet and an optional image; the slot field keeps focus for the next. */
export function AddGameForm({ huntId }: { huntId: number }) {
  const add = useAddGame();
  const [values, setValues] = useState(emptyGame);
  const form = useFieldErrors('game');
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, extra } = toGameInput(values);
    const valid = form.validate(huntGameInputSchema, input, extra);
    if (!valid) return;
    add.mutate(
      { id: huntId, input: valid },
      {
        onSuccess: (e) => {
          toast.success(e.message ?? am.gameAdded, { id: 'hunt-game' });
          setValues({ ...emptyGame, provider: values.provider });
          form.setErrors({});
          formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
        },
        onError: (e) => {
          form.showServerErrors(e);
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
      className="grid items-start gap-3 sm:grid-cols-[2fr_1.5fr_1fr_2fr_auto] sm:[&>button]:mt-6"
    >
      <GameFields idPrefix="game" values={values} errors={form.errors} onChange={setValues} />
      <button type="submit" className={buttonClass('primary')} disabled={add.isPending}>
        Add game
      </button>
    </form>
  );
}
