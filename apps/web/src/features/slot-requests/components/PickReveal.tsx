import type { SlotPick } from '@podium/shared/slot-requests/schemas';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './use-fit-scale.ts';

/** How long the reel spins before it lands on the pick, and how fast it turns. */
const SPIN_MS = 2_400;
const TICK_MS = 90;

/**
 * The pick's animated reveal: when a new pick arrives, the slot names of the queue it was drawn from
 * roll past and the reel lands on the picked slot; with reduced motion, the pick is shown at once.
 * The pick already on show when the overlay opens is shown without rolling.
 */
export function PickReveal({ pick, names }: { pick: SlotPick | null; names: readonly string[] }) {
  const seen = useRef<number | null | undefined>(undefined);
  const [rolling, setRolling] = useState<string | null>(null);
  const pool = useRef(names);
  pool.current = names.length > 0 ? names : pool.current;

  useEffect(() => {
    const id = pick?.id ?? null;
    const first = seen.current === undefined;
    seen.current = id;
    if (first || id === null || prefersReducedMotion()) return;
    let i = 0;
    setRolling(pool.current[0] ?? '…');
    const timer = window.setInterval(() => {
      i += 1;
      setRolling(pool.current[i % Math.max(1, pool.current.length)] ?? '…');
    }, TICK_MS);
    const stop = window.setTimeout(() => {
      window.clearInterval(timer);
      setRolling(null);
    }, SPIN_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
    };
  }, [pick?.id]);

  const request = pick?.request;
  if (!request) return null;
  return (
    <div className="rounded-xl bg-amber-500/20 p-3 ring-2 ring-amber-400" aria-live="polite">
      <p className="text-xs font-bold uppercase tracking-widest text-amber-300">
        {rolling ? 'Picking at random…' : 'Picked at random'}
      </p>
      {rolling ? (
        <p className="text-3xl font-black opacity-70 blur-[1px]">{rolling}</p>
      ) : (
        <p className="motion-safe:animate-[pulse_1s_ease-in-out_2] text-3xl font-black" data-pick="revealed">
          {request.slot.name}
          <span className="ml-2 text-lg font-semibold opacity-80">by {request.username}</span>
        </p>
      )}
    </div>
  );
}
