import { cx } from '@/components/cx.ts';
import { useTransparentPage } from '@/lib/use-transparent-page.ts';
import { useCurrentHunt } from './api/get-current-hunt.ts';
import { useHuntLive } from './api/use-hunt-live.ts';
import { Multiplier } from './components/Multiplier.tsx';
import { StatCards } from './components/StatCards.tsx';
import { formatHuntMoney } from './format.ts';

/** The most games the overlay lists at once: 1080 pixels hold 8 rows (of 2, or of 3 past 16 games). */
const OVERLAY_GAMES = 24;

/** A long hunt shows the games around the one being opened (a few done before it, the rest to come). */
function overlayWindow<G extends { pending_win: boolean; slot_win: number | null }>(games: G[]): G[] {
  if (games.length <= OVERLAY_GAMES) return games;
  let at = games.findIndex((g) => g.pending_win);
  if (at < 0) at = games.findIndex((g) => g.slot_win === null);
  if (at < 0) at = games.length;
  const start = Math.max(0, Math.min(at - 3, games.length - OVERLAY_GAMES));
  return games.slice(start, start + OVERLAY_GAMES);
}

/**
 * /overlay/bonus-hunt: the current hunt for streaming software (1920x1080), on a transparent page
 * outside the site's shell: its statistics and games, the one being opened highlighted. Live
 * `bonus-hunt` events refetch it as wins are recorded.
 */
export function BonusHuntOverlayPage() {
  const { data } = useCurrentHunt();
  useHuntLive();
  useTransparentPage();

  const hunt = data?.hunt;
  if (!data || !hunt) return null;
  const opened = data.games.filter((g) => g.slot_win !== null).length;
  const shown = overlayWindow(data.games);
  return (
    <main
      className="flex max-h-[1080px] max-w-[1920px] flex-col gap-6 p-8 text-white"
      data-testid="bonus-hunt-overlay"
    >
      <div className="flex items-baseline justify-between gap-6 rounded-2xl bg-slate-950/85 px-6 py-4">
        <h1 className="text-5xl font-black drop-shadow">{hunt.title}</h1>
        <p className="text-2xl font-bold text-slate-200 drop-shadow">
          Opened {opened}/{data.games.length}
        </p>
      </div>
      <StatCards startBalance={hunt.start_balance} statistics={data.statistics} large />
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
