import type { Prediction } from '@podium/shared/predictions/schemas';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format.ts';
import { useTransparentPage } from '@/lib/use-transparent-page.ts';
import { usePredictions } from './api/get-predictions.ts';
import { usePredictionsLive } from './api/use-predictions-live.ts';
import { statusLabel } from './format.ts';

/** The overlay's design width; it is scaled to fit the browser source, whatever its size. */
const WIDTH = 640;

/** The scale that fits `box` (drawn WIDTH wide) into the window, followed as either changes size. */
function useFitScale(box: React.RefObject<HTMLDivElement | null>, shown: boolean) {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!shown || !element) return;
    const fit = () => {
      const height = element.offsetHeight;
      if (height) setScale(Math.min(window.innerWidth / WIDTH, window.innerHeight / height));
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [box, shown]);
  return scale;
}

/**
 * The prediction on show: the newest opened, whatever its state, so a result stays on screen until the
 * streamer opens the next one (as the bonus hunt overlay keeps a finished hunt, decision 045).
 */
const onShow = (list: readonly Prediction[] | undefined) =>
  list?.reduce<Prediction | undefined>((newest, p) => (!newest || p.id > newest.id ? p : newest), undefined);

/**
 * /overlay/predictions (issue 29): the current prediction alone on a transparent page for OBS, scaled to
 * fit: its outcomes with pools, percentages and top stakers, the winner once resolved. Live
 * `predictions` events refetch it as members stake.
 */
export function PredictionsOverlayPage() {
  const { data } = usePredictions();
  usePredictionsLive();
  useTransparentPage();
  const box = useRef<HTMLDivElement>(null);
  const p = onShow(data);
  const scale = useFitScale(box, p !== undefined);
  useEffect(() => {
    const { style } = document.documentElement;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = before;
    };
  }, []);

  if (!p) return null;
  return (
    <div
      ref={box}
      className="flex flex-col gap-3 rounded-2xl bg-black/70 p-5 text-white"
      style={{ width: WIDTH, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      data-overlay="predictions"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-black leading-tight">{p.title}</h1>
        <span className="text-sm font-bold uppercase tracking-widest text-amber-300">
          {statusLabel[p.status]}
        </span>
      </div>
      <p className="text-sm opacity-80">Pool {formatNumber(p.total_pool)} points</p>
      <ol className="flex flex-col gap-2">
        {p.outcomes.map((o) => (
          <li
            key={o.id}
            className={`rounded-xl p-2 ${o.id === p.winning_outcome_id ? 'bg-emerald-500/30' : 'bg-white/10'}`}
          >
            <div className="flex justify-between gap-2 font-semibold">
              <span>
                {o.position}. {o.label}
                {o.id === p.winning_outcome_id ? ' 🏆' : ''}
              </span>
              <span>
                {o.percent}% · {formatNumber(o.pool)}
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-white/20">
              <div className="h-full rounded-full bg-primary" style={{ width: `${o.percent}%` }} />
            </div>
            {o.top_stakers.length > 0 ? (
              <p className="mt-1 text-xs opacity-80">
                {o.top_stakers.map((t) => `${t.username} ${formatNumber(t.amount)}`).join(' · ')}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
