import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ReorderButtons } from '@/components/admin/ReorderButtons.tsx';
import { cx } from '@/components/cx.ts';
import { EmptyNote } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { GameStatus } from '@/features/bonus-hunts/components/GameStatus.tsx';
import { Multiplier } from '@/features/bonus-hunts/components/Multiplier.tsx';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { moveId } from '@/lib/reorder.ts';
import { useOpenGame } from './api/open-game.ts';
import { useRemoveGame } from './api/remove-game.ts';
import { useReorderGames } from './api/reorder-games.ts';
import { EditGameButton } from './EditGameButton.tsx';
import { WinInput } from './WinInput.tsx';

/** Moves `id` to where `target` is. */
function moveTo(ids: number[], id: number, target: number): number[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(ids.indexOf(target), 0, id);
  return rest;
}

/**
 * The hunt's games in opening order: drag a row (or use Move up / Move down) to reorder, mark the one
 * being opened, type each win and press Enter (focus goes to the next unopened game), edit or remove one.
 */
export function GamesTable({ detail, reason }: { detail: HuntAdminDetail; reason: string | null }) {
  const { hunt, games } = detail;
  const running = hunt.status === 'active';
  const reorder = useReorderGames();
  const open = useOpenGame();
  const remove = useRemoveGame();
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = games.map((g) => g.id);
  const fail = { onError: (e: Error) => toast.error(errorMessage(e)) };
  const sendOrder = (next: number[] | null) => next && reorder.mutate({ id: hunt.id, gameIds: next }, fail);
  const nextAfter = (index: number) =>
    games.slice(index + 1).find((g) => g.slot_win === null)?.id ?? games[index + 1]?.id ?? null;

  if (games.length === 0) return <EmptyNote>No games yet: add the slots bought for this hunt.</EmptyNote>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Games">
      {games.map((g, i) => (
        <li
          key={g.id}
          draggable={running}
          onDragStart={() => setDragged(g.id)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (dragged !== null && dragged !== g.id) sendOrder(moveTo(ids, dragged, g.id));
            setDragged(null);
          }}
          className={cx(
            'flex flex-wrap items-center gap-3 rounded-xl border p-3',
            g.pending_win ? 'border-amber-300/60 bg-amber-400/10' : 'border-white/10 bg-white/5',
            running && 'cursor-grab',
          )}
        >
          <span className="w-6 text-right text-slate-400">{g.position}</span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-white">{g.slot_name}</p>
            <p className="truncate text-xs text-slate-400">
              {g.provider.name} · bet {formatHuntMoney(g.slot_bet)}
            </p>
          </div>
          <Multiplier value={g.multiplier} className="text-sm" />
          <GameStatus game={g} />
          <WinInput
            key={`${g.id}-${g.slot_win}`}
            huntId={hunt.id}
            game={g}
            nextId={nextAfter(i)}
            reason={reason}
          />
          {running && (
            <>
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
                className={buttonClass('danger', 'sm')}
                onClick={() => remove.mutate({ id: hunt.id, gameId: g.id }, fail)}
              >
                Remove<span className="sr-only"> {g.slot_name}</span>
              </button>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
