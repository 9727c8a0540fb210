import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { HuntWinner } from '@podium/shared/bonus-hunts/schemas';
import { cx } from '@/components/cx.ts';
import { prizeWords } from '@/features/bonus-hunts/format.ts';

/**
 * A hunt's winners, one line per category: what it was for, who won it and what it paid. `large`: the
 * overlay's, big type on opaque dark cards.
 */
export function HuntWinners({ winners, large = false }: { winners: HuntWinner[]; large?: boolean }) {
  if (winners.length === 0) {
    return <p className={large ? 'text-2xl text-slate-300' : 'text-sm text-slate-400'}>{m.noWinners}</p>;
  }
  return (
    <ul className={cx('flex flex-col', large ? 'gap-2 text-2xl' : 'gap-1 text-sm')} aria-label={m.winners}>
      {winners.map((w) => (
        <li
          key={w.category}
          className={cx(
            'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1',
            large && 'rounded-xl border border-white/10 bg-slate-950/85 px-4 py-2',
          )}
        >
          <span className={large ? 'text-slate-300' : 'text-slate-400'}>
            {m.winnerCategories[w.category]}
          </span>
          <span className="flex items-baseline gap-3">
            <span className="font-semibold text-white">{w.username}</span>
            <span className={large ? 'text-amber-200' : 'text-amber-300'}>{prizeWords(w.points, w.xp)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
