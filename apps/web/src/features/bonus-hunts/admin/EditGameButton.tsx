import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import { type HuntGame, huntGameInputSchema } from '@podium/shared/bonus-hunts/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { PencilIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useUpdateGame } from './api/update-game.ts';
import { GameFields, gameValues, toGameInput } from './GameFields.tsx';

/**
 * A game row's Edit button ("Edit Book of Dead") and its dialog: slot name, provider, bet and image.
 * Focus comes back to the button when the dialog closes.
 */
export function EditGameButton({ huntId, game }: { huntId: number; game: HuntGame }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateGame();
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass('secondary', 'icon')}
        onClick={() => setOpen(true)}
        aria-label={`Edit ${game.slot_name}`}
        title="Edit"
      >
        <PencilIcon />
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Edit ${game.slot_name}`}
        busy={update.isPending}
        returnFocusTo={() => opener.current}
      >
        <EditGameForm huntId={huntId} game={game} update={update} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function EditGameForm({
  huntId,
  game,
  update,
  onDone,
}: {
  huntId: number;
  game: HuntGame;
  update: ReturnType<typeof useUpdateGame>;
  onDone: () => void;
}) {
  const [values, setValues] = useState(() => gameValues(game));
  const form = useFieldErrors(`edit-game-${game.id}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, extra } = toGameInput(values);
    const valid = form.validate(huntGameInputSchema, input, extra);
    if (!valid) return;
    update.mutate(
      { id: huntId, gameId: game.id, input: valid },
      {
        onSuccess: (e) => {
          toast.success(e.message ?? am.gameUpdated);
          onDone();
        },
        onError: (e) => {
          form.showServerErrors(e);
          toast.error(errorMessage(e));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <GameFields
        idPrefix={`edit-game-${game.id}`}
        values={values}
        errors={form.errors}
        onChange={setValues}
      />
      <DialogActions submitLabel="Save game" pending={update.isPending} />
    </form>
  );
}
