import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { BonusHuntCurrent } from '@podium/shared/bonus-hunts/schemas';
import { cx } from '@/components/cx.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { HuntWinners } from './HuntWinners.tsx';
import { Multiplier } from './Multiplier.tsx';
import { StatCards } from './StatCards.tsx';

/** The most games the overlay lists at once: 1080 pixels hold 8 rows (of 2, or of 3 past 16 games). */
const OVERLAY_GAMES = 24;
/** A finished hunt's winners take the room of two rows of games. */
const FINISHED_GAMES = 18;

/** A long hunt shows the games around the one being opened (a few done before it, the rest to come). */
function overlayWindow<G extends { pending_win: boolean; slot_win: number | null }>(
  games: G[],
  most: number,
): G[] {
  if (games.length <= most) return games;
  let at = games.findIndex((g) => g.pending_win);
  if (at < 0) at = games.findIndex((g) => g.slot_win === null);
  if (at < 0) at = games.length;
  const start = Math.max(0, Math.min(at - 3, games.length - most));
  return games.slice(start, start + most);
}

/**
 * One hunt for streaming software (1920x1080), transparent around opaque dark cards: its title and
 * progress, statistics and games (the one being opened highlighted) and, once finished, its winners
 * with what each won. The current-hunt and the pinned overlays both show it.
 */
export function HuntOverlay({ data, testId }: { data: BonusHuntCurrent; testId: string }) {
  const hunt = data.hunt;
  if (!hunt) return null;
  const finished = hunt.status === 'finished';
  const opened = data.games.filter((g) => g.slot_win !== null).length;
  const shown = overlayWindow(data.games, finished ? FINISHED_GAMES : OVERLAY_GAMES);
  return (
    <main
      className="flex max-h-[1080px] max-w-[1920px] flex-col gap-6 p-8 text-white"
      data-testid={testId}
      data-hunt-id={hunt.id}
    >
      <div className="flex items-baseline justify-between gap-6 rounded-2xl bg-slate-950/85 px-6 py-4">
        <h1 className="text-5xl font-black drop-shadow">{hunt.title}</h1>
        <p className="text-2xl font-bold text-slate-200 drop-shadow">
          {finished ? `${m.finished} · ` : ''}Opened {opened}/{data.games.length}
        </p>
      </div>
      <StatCards startBalance={hunt.start_balance} statistics={data.statistics} large />
      {finished && (
        <section aria-label={m.winners} className="flex flex-col gap-2 rounded-2xl bg-slate-950/85 px-6 py-4">
          <h2 className="text-3xl font-black drop-shadow">{m.winners}</h2>
          <HuntWinners winners={data.winners} large />
        </section>
      )}
      <ol className={cx('grid gap-2 overflow-hidden', shown.length > 16 ? 'grid-cols-3' : 'grid-cols-2')}>
        {shown.map((g) => (
          <li
            key={g.id}
            aria-current={g.pending_win ? 'true' : undefined}
            className={cx(
              'flex items-center justify-between gap-4 rounded-xl border px-4 py-2 text-2xl',
              g.pending_win
                ? 'border-amber-300 bg-amber-950/90 shadow-lg shadow-amber-500/30'
                : 'border-white/10 bg-slate-950/85',
            )}
          >
            <span className="flex min-w-0 items-center gap-3">
              <span className="w-8 text-right text-slate-400">{g.position}</span>
              <span className="truncate font-bold">{g.slot_name}</span>
            </span>
            <span className="flex shrink-0 items-center gap-4 font-mono">
              <span className="text-slate-300">{formatHuntMoney(g.slot_bet)}</span>
              <span>{g.slot_win === null ? '—' : formatHuntMoney(g.slot_win)}</span>
              <Multiplier value={g.multiplier} />
            </span>
          </li>
        ))}
      </ol>
    </main>
  );
}
