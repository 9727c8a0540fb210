import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import { isCentStep } from '@podium/shared/bonus-hunts/rules';
import type { BonusHuntCurrent } from '@podium/shared/bonus-hunts/schemas';
import { readTypedNumber } from '@podium/shared/common/typed-number';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useSubmitPrediction } from '@/features/bonus-hunts/api/predict.ts';
import { HttpError } from '@/lib/http.ts';

type Field = 'end_balance' | 'highest_multiplier' | 'highest_multiplier_game';

/**
 * A required number in steps of 0.01 (SPEC §5) read as people type it ("1,250.50"; "1e3" and letters
 * refused, decision 047): the number, or the message to show under the field.
 */
function readAmount(value: string): { value: number; error?: undefined } | { error: string } {
  const read = readTypedNumber(value);
  if (!read.ok) return { error: read.message };
  const n = read.value ?? 0;
  if (n < 0) return { error: m.negative };
  return isCentStep(n) ? { value: n } : { error: m.step };
}

/**
 * The prediction modal (SPEC §5): end balance, highest multiplier and the game (chosen from the hunt's
 * slot names), all required, numbers in steps of 0.01. Server field errors show under their fields.
 */
export function PredictionDialog({ current, onClose }: { current: BonusHuntCurrent; onClose: () => void }) {
  const own = current.user_prediction;
  const slots = [...new Set(current.games.map((g) => g.slot_name))];
  const [values, setValues] = useState<Record<Field, string>>({
    end_balance: own ? String(own.end_balance) : '',
    highest_multiplier: own ? String(own.highest_multiplier) : '',
    highest_multiplier_game: own?.highest_multiplier_game ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = useSubmitPrediction(onClose);
  const server = submit.error instanceof HttpError ? submit.error.fieldErrors : null;
  const errorOf = (f: Field) => errors[f] ?? server?.[f]?.[0];
  const set = (f: Field) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setErrors((x) => ({ ...x, [f]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const end = readAmount(values.end_balance);
    const multiplier = readAmount(values.highest_multiplier);
    const found: Partial<Record<Field, string>> = {
      end_balance: end.error,
      highest_multiplier: multiplier.error,
      highest_multiplier_game: slots.includes(values.highest_multiplier_game) ? undefined : m.badGame,
    };
    setErrors(found);
    if (end.error !== undefined || multiplier.error !== undefined || found.highest_multiplier_game) return;
    if (!current.hunt) return;
    submit.mutate({
      huntId: current.hunt.id,
      input: {
        end_balance: end.value,
        highest_multiplier: multiplier.value,
        highest_multiplier_game: values.highest_multiplier_game,
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={own ? m.updatePrediction : m.makePrediction}
      description="Guess how the hunt ends. Closest end balance, closest highest multiplier and the first to call the best game win."
      busy={submit.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          id="prediction-end-balance"
          label="End Balance ($)"
          inputMode="decimal"
          autoComplete="off"
          required
          value={values.end_balance}
          onChange={set('end_balance')}
          error={errorOf('end_balance')}
        />
        <TextField
          id="prediction-highest-multiplier"
          label="Highest Multiplier (x)"
          inputMode="decimal"
          autoComplete="off"
          required
          value={values.highest_multiplier}
          onChange={set('highest_multiplier')}
          error={errorOf('highest_multiplier')}
        />
        <SelectField
          id="prediction-game"
          label="Highest Multiplier Game"
          value={values.highest_multiplier_game}
          options={[{ value: '', label: 'Choose a slot' }, ...slots.map((s) => ({ value: s, label: s }))]}
          onChange={set('highest_multiplier_game')}
          error={errorOf('highest_multiplier_game')}
        />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={onClose}
            disabled={submit.isPending}
          >
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={submit.isPending}>
            {submit.isPending ? 'Submitting...' : own ? 'Update Prediction' : 'Submit Prediction'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
