import type { HuntGame, HuntGameInput } from '@podium/shared/bonus-hunts/schemas';
import { typedNumberField } from '@podium/shared/common/typed-number';
import type { Dispatch, SetStateAction } from 'react';
import { TextField } from '@/components/form/TextField.tsx';
import type { ErrorMap } from '@/lib/form-errors.ts';

/** A game's fields as typed: the bet stays text until it is sent. */
export type GameValues = { slot_name: string; provider: string; slot_bet: string; slot_image: string };

export const emptyGame: GameValues = { slot_name: '', provider: '', slot_bet: '', slot_image: '' };

/** The fields filled with a game's details, to edit it. */
export const gameValues = (game: HuntGame): GameValues => ({
  slot_name: game.slot_name,
  provider: game.provider.name,
  slot_bet: String(game.slot_bet),
  slot_image: game.slot_image ?? '',
});

/**
 * What the API takes: the bet read as people type it ("1,250.50"; "1e3", letters or nothing refused,
 * decision 047), no image as null; `extra` holds the bet's refusal for the form's field errors.
 */
export function toGameInput(values: GameValues): { input: HuntGameInput; extra: ErrorMap } {
  const bet = typedNumberField(values.slot_bet);
  return {
    input: {
      slot_name: values.slot_name,
      provider: values.provider,
      slot_bet: bet.value ?? Number.NaN,
      slot_image: values.slot_image || null,
    },
    extra: bet.error ? { slot_bet: bet.error } : {},
  };
}

/**
 * A game's slot name, provider, bet and optional image, for adding one and for editing one; `idPrefix`
 * (the form's name for `useFieldErrors`) keeps the ids apart when both forms are on the page.
 */
export function GameFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: GameValues;
  errors: ErrorMap;
  onChange: Dispatch<SetStateAction<GameValues>>;
}) {
  const set = (k: keyof GameValues) => (v: string) => onChange((x) => ({ ...x, [k]: v }));
  return (
    <>
      <TextField
        id={`${idPrefix}-slot_name`}
        label="Slot name"
        value={values.slot_name}
        onChange={set('slot_name')}
        error={errors.slot_name}
        maxLength={120}
      />
      <TextField
        id={`${idPrefix}-provider`}
        label="Provider"
        value={values.provider}
        onChange={set('provider')}
        error={errors.provider}
        maxLength={80}
      />
      <TextField
        id={`${idPrefix}-slot_bet`}
        label="Bet ($)"
        inputMode="decimal"
        autoComplete="off"
        value={values.slot_bet}
        onChange={set('slot_bet')}
        error={errors.slot_bet}
      />
      <TextField
        id={`${idPrefix}-slot_image`}
        label="Image URL (optional)"
        value={values.slot_image}
        onChange={set('slot_image')}
        error={errors.slot_image}
      />
    </>
  );
}
