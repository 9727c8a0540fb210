import { bonusHuntAdminMessages as am, UNDO_SECONDS } from '@podium/shared/bonus-hunts/messages';
import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useRemoveGame } from './api/remove-game.ts';
import { useRestoreGame } from './api/restore-game.ts';
import { winInputId } from './use-win-flow.ts';

/** The Add a game form's first field: focus lands there when the last game is removed. */
export const addGameSlotId = 'game-slot_name';

/**
 * Removing a game on live content (decision 047): a game with a recorded win asks first, naming the
 * game and its win; one without is removed at once. Either way a toast offers Undo for
 * `UNDO_SECONDS`, which restores the game with its win, position and status. Focus goes to the next
 * game's win (`focusAfter`), so the keyboard flow carries on.
 */
export function useRemoveGameFlow(huntId: number) {
  const remove = useRemoveGame();
  const restore = useRestoreGame();
  const [confirming, setConfirming] = useState<{ game: HuntGame; focusAfter: number | null } | null>(null);

  // Where focus goes once the confirmation closes: the next game's win, else the list.
  const after = useRef<number | null>(null);
  const focusTarget = () =>
    (after.current === null ? null : document.getElementById(winInputId(after.current))) ??
    document.getElementById(addGameSlotId);

  const removeNow = (game: HuntGame, focusAfter: number | null) =>
    remove.mutate(
      { id: huntId, gameId: game.id },
      {
        onSuccess: () => {
          after.current = focusAfter;
          setConfirming(null);
          focusTarget()?.focus();
          toast.success(am.removedWithName(game.slot_name), {
            id: `hunt-removed-${game.id}`,
            duration: UNDO_SECONDS * 1000,
            action: {
              label: am.undo,
              onClick: () =>
                restore.mutate(
                  { id: huntId, gameId: game.id },
                  {
                    onSuccess: (e) => toast.success(e.message ?? am.gameRestored),
                    onError: (e) => toast.error(errorMessage(e)),
                  },
                ),
            },
          });
        },
        onError: (e) => {
          setConfirming(null);
          toast.error(errorMessage(e));
        },
      },
    );

  const ask = (game: HuntGame, focusAfter: number | null) =>
    game.slot_win === null ? removeNow(game, focusAfter) : setConfirming({ game, focusAfter });

  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && setConfirming(null)}
      title={confirming ? am.removeTitle(confirming.game.slot_name) : ''}
      confirmLabel={am.removeConfirm}
      pendingLabel={am.removePending}
      pending={remove.isPending}
      onConfirm={() => confirming && removeNow(confirming.game, confirming.focusAfter)}
      returnFocusTo={focusTarget}
    >
      {confirming && <p>{am.removeBody(confirming.game.slot_name, confirming.game.slot_win ?? 0)}</p>}
    </ConfirmDialog>
  );

  return { ask, dialog, pending: remove.isPending };
}
