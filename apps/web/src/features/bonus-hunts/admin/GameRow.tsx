import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/components/cx.ts';
import { GameStatus } from '@/features/bonus-hunts/components/GameStatus.tsx';
import { Multiplier } from '@/features/bonus-hunts/components/Multiplier.tsx';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';

/**
 * One game of the admin's games list on one line (decision 047: at most 56 px tall at 1920 wide, so
 * 15+ games fit a 1080p screen): position, slot with provider and bet, multiplier, status, the win
 * field (`win`) and the row's buttons (`actions`). Drag-and-drop handlers come from the list.
 */
export function GameRow({
  game,
  draggable,
  dragProps,
  win,
  actions,
}: {
  game: HuntGame;
  draggable: boolean;
  dragProps: Pick<ComponentProps<'li'>, 'onDragStart' | 'onDragOver' | 'onDrop'>;
  win: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li
      draggable={draggable}
      {...dragProps}
      data-testid="hunt-game-row"
      className={cx(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-1.5',
        game.pending_win ? 'border-amber-300/60 bg-amber-400/10' : 'border-white/10 bg-white/5',
        draggable && 'cursor-grab',
      )}
    >
      <span className="w-6 text-right text-sm text-slate-400">{game.position}</span>
      <div className="min-w-0 flex-1 leading-tight">
        <p className="truncate text-sm font-semibold text-white">{game.slot_name}</p>
        <p className="truncate text-xs text-slate-400">
          {game.provider.name} · bet {formatHuntMoney(game.slot_bet)}
        </p>
      </div>
      <Multiplier value={game.multiplier} className="w-20 text-right text-sm" />
      <GameStatus game={game} />
      {win}
      {actions}
    </li>
  );
}
