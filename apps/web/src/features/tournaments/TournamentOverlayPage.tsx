import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import { playingMatch } from '@podium/shared/tournaments/rules';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { cx } from '@/components/cx.ts';
import { useTransparentPage } from '@/lib/use-transparent-page.ts';
import { useTournament } from './api/get-tournament.ts';
import { useTournamentLive } from './api/use-tournament-live.ts';
import { OverlayBracket, seedLabel } from './overlay/OverlayBracket.tsx';
import {
  BANNER_H,
  CARD_H,
  CARD_W,
  fitScale,
  overlayLayout,
  overlayOptions,
  TITLE_H,
} from './overlay/overlay-layout.ts';

/** The browser source's size, followed as it changes. */
const readViewport = () => ({ width: window.innerWidth, height: window.innerHeight });
function useViewport() {
  const [size, setSize] = useState(readViewport);
  useEffect(() => {
    const onResize = () => setSize(readViewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * /overlay/tournaments/{id}: the bracket alone on a transparent page for OBS, outside the site's shell,
 * scaled to fit the source whatever its size (decision 046): the match being played ringed, a champion
 * banner once the Final is recorded. `?theme=light|dark` and `?show=title,bracket,champion`. Live
 * `tournament` events refetch it as results are recorded.
 */
export function TournamentOverlayPage() {
  const id = useParams().id ?? '';
  const { search } = useLocation();
  const options = useMemo(() => overlayOptions(search), [search]);
  const { data } = useTournament(id);
  const viewport = useViewport();
  useTournamentLive();
  useTransparentPage();
  useEffect(() => {
    // No scrollbars in the source, whatever happens.
    const { style } = document.documentElement;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = before;
    };
  }, []);

  if (!data) return null;
  const t = data.tournament;
  const light = options.theme === 'light';
  const show = options.show;
  const final = t.matches.at(-1);
  const champion =
    show.has('champion') && final && final.winner_slot !== null ? (
      <div
        role="status"
        className={cx(
          'flex flex-col items-center justify-center rounded-2xl border-2 border-amber-400 px-4 text-center',
          light ? 'bg-white/90' : 'bg-black/70',
        )}
        style={{ height: BANNER_H }}
      >
        <span className="text-sm font-bold uppercase tracking-widest text-amber-400">🏆 {m.champion}</span>
        <span className="line-clamp-2 break-words text-2xl font-black leading-tight">
          {final.winner_name}{' '}
          <span className="text-base opacity-70">
            {seedLabel(final.winner_slot === 1 ? final.slot1_seed : final.slot2_seed)}
          </span>
        </span>
      </div>
    ) : null;
  const title = show.has('title') ? (
    <h1
      className="truncate text-4xl font-black drop-shadow"
      style={{ height: TITLE_H, lineHeight: `${TITLE_H}px` }}
    >
      {t.name}
    </h1>
  ) : null;
  const text = light ? 'text-slate-900' : 'text-white';

  if (!show.has('bracket') || t.matches.length === 0) {
    return (
      <main className={cx('flex flex-col items-center gap-4 p-8', text)}>
        {title}
        {champion && <div style={{ width: Math.min(viewport.width - 64, 640) }}>{champion}</div>}
      </main>
    );
  }
  const layout = overlayLayout(t.size, { title: show.has('title') });
  const scale = fitScale(layout, viewport);
  const playing = playingMatch(t.matches);
  const finalSpot = layout.matches.find((p) => p.side === 'final')!;
  return (
    <main className={cx('flex h-screen w-screen items-start justify-center overflow-hidden', text)}>
      <div
        className="relative overflow-hidden"
        style={{ width: layout.width * scale, height: layout.height * scale }}
        data-testid="overlay-fit"
      >
        <div
          className="absolute left-0 top-0"
          style={{
            width: layout.width,
            height: layout.height,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        >
          {title}
          <OverlayBracket layout={layout} matches={t.matches} playingId={playing?.id ?? null} light={light} />
          {champion && (
            <div
              className="absolute"
              style={{
                left: finalSpot.x - 40,
                width: CARD_W + 80,
                top: layout.bodyTop + finalSpot.y - CARD_H / 2 - BANNER_H - 16,
              }}
            >
              {champion}
            </div>
          )}
        </div>
      </div>
    </main>
  );
}
