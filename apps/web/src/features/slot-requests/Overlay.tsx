import { useEffect, useRef } from 'react';
import { useTransparentPage } from '@/lib/use-transparent-page.ts';
import { useSlotRequests } from './api/get-slot-requests.ts';
import { useSlotRequestsLive } from './api/use-slot-requests-live.ts';
import { PickReveal } from './components/PickReveal.tsx';
import { useFitScale } from './components/use-fit-scale.ts';

/** The overlay's design width; it is scaled to fit the browser source, whatever its size. */
const WIDTH = 560;
/** How many queued requests the overlay lists. */
const SHOWN = 8;

/**
 * /overlay/slot-requests (issue 29): the queue on a transparent page for OBS, scaled to fit, and the
 * pick's animated reveal when the streamer picks at random. Live `slot-requests` events refetch it.
 */
export function SlotRequestsOverlay() {
  const { data } = useSlotRequests();
  useSlotRequestsLive();
  useTransparentPage();
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, WIDTH);
  useEffect(() => {
    const { style } = document.documentElement;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = before;
    };
  }, []);

  if (!data) return null;
  const open = data.queue.filter((r) => r.status === 'open');
  return (
    <div
      ref={box}
      className="flex flex-col gap-3 rounded-2xl bg-black/70 p-5 text-white"
      style={{ width: WIDTH, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      data-overlay="slot-requests"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-black leading-tight">Slot requests</h1>
        <span className="text-sm font-bold uppercase tracking-widest text-amber-300">
          {data.settings.open ? '!sr <slot>' : 'Closed'}
        </span>
      </div>
      <PickReveal
        pick={data.last_pick?.request?.status === 'picked' ? data.last_pick : null}
        names={[...open, ...data.queue].map((r) => r.slot.name)}
      />
      {open.length === 0 ? (
        <p className="text-sm opacity-80">No requests in the queue</p>
      ) : (
        <ol className="flex flex-col gap-1.5">
          {open.slice(0, SHOWN).map((r, i) => (
            <li key={r.id} className="flex justify-between gap-2 rounded-lg bg-white/10 px-3 py-1.5">
              <span className="font-semibold">
                {i + 1}. {r.slot.name}
              </span>
              <span className="opacity-80">{r.username}</span>
            </li>
          ))}
          {open.length > SHOWN ? <li className="text-sm opacity-80">+{open.length - SHOWN} more</li> : null}
        </ol>
      )}
    </div>
  );
}
