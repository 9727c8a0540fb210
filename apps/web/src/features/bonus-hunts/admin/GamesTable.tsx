import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ReorderButtons } from '@/components/admin/ReorderButtons.tsx';
import { TrashIcon } from '@/components/icons/action-icons.tsx';
import { EmptyNote } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { moveId } from '@/lib/reorder.ts';
import { useOpenGame } from './api/open-game.ts';
import { useReorderGames } from './api/reorder-games.ts';
import { EditGameButton } from './EditGameButton.tsx';
import { GameRow } from './GameRow.tsx';
import { LargeWinDialog } from './LargeWinDialog.tsx';
import { useRemoveGameFlow } from './use-remove-game.tsx';
import { useWinFlow } from './use-win-flow.ts';
import { WinInput } from './WinInput.tsx';

/** Moves `id` to where `target` is. */
function moveTo(ids: number[], id: number, target: number): number[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(ids.indexOf(target), 0, id);
  return rest;
}

/**
 * The hunt's games in opening order, one compact line each: drag a row (or use Move up / Move down)
 * to reorder, mark the one being opened, type each win and press Enter (focus goes to the next unopened
 * game; the row says "Saved"), edit or remove one (a game with a win asks first; Undo in the toast).
 */
export function GamesTable({ detail, reason }: { detail: HuntAdminDetail; reason: string | null }) {
  const { hunt, games } = detail;
  const running = hunt.status === 'active';
  const reorder = useReorderGames();
  const open = useOpenGame();
  const wins = useWinFlow(hunt.id, reason);
  const removal = useRemoveGameFlow(hunt.id);
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = games.map((g) => g.id);
  const fail = { onError: (e: Error) => toast.error(errorMessage(e)) };
  const sendOrder = (next: number[] | null) => next && reorder.mutate({ id: hunt.id, gameIds: next }, fail);
  const nextAfter = (index: number) =>
    games.slice(index + 1).find((g) => g.slot_win === null)?.id ?? games[index + 1]?.id ?? null;

  if (games.length === 0) return <EmptyNote>No games yet: add the slots bought for this hunt.</EmptyNote>;
  return (
    <>
      <ol className="flex flex-col gap-1" aria-label="Games">
        {games.map((g, i) => (
          <GameRow
            key={g.id}
            game={g}
            draggable={running}
            dragProps={{
              onDragStart: () => setDragged(g.id),
              onDragOver: (e) => e.preventDefault(),
              onDrop: () => {
                if (dragged !== null && dragged !== g.id) sendOrder(moveTo(ids, dragged, g.id));
                setDragged(null);
              },
            }}
            win={
              <WinInput
                key={`${g.id}-${g.slot_win}`}
                game={g}
                nextId={nextAfter(i)}
                reason={reason}
                saved={wins.saved === g.id}
                onSend={wins.send}
              />
            }
            actions={
              running && (
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={g.pending_win || g.slot_win !== null}
                    onClick={() => open.mutate({ id: hunt.id, gameId: g.id }, fail)}
                  >
                    Opening<span className="sr-only"> {g.slot_name}</span>
                  </button>
                  <ReorderButtons
                    idPrefix={`hunt-game-${g.id}`}
                    name={g.slot_name}
                    isFirst={i === 0}
                    isLast={i === games.length - 1}
                    disabled={reorder.isPending}
                    onMove={(direction) => sendOrder(moveId(ids, g.id, direction))}
                  />
                  <EditGameButton huntId={hunt.id} game={g} />
                  <button
                    type="button"
                    className={buttonClass('danger', 'icon')}
                    aria-label={`Remove ${g.slot_name}`}
                    title="Remove"
                    disabled={removal.pending}
                    onClick={() => removal.ask(g, games[i + 1]?.id ?? games[i - 1]?.id ?? null)}
                  >
                    <TrashIcon />
                  </button>
                </div>
              )
            }
          />
        ))}
      </ol>
      {removal.dialog}
      <LargeWinDialog
        asking={wins.asking}
        pending={wins.pending}
        onConfirm={wins.confirm}
        onCancel={wins.cancel}
      />
    </>
  );
}
