import { formatPoints } from '@/features/store/format.ts';
import { CoinsIcon } from './icons.tsx';

/** The member's points, updated from each purchase response. */
export function BalanceHeader({ points }: { points: number }) {
  return (
    <section
      aria-label="Your balance"
      className="flex items-center gap-3 rounded-2xl border border-primary/30 bg-card px-4 py-3 sm:px-5"
    >
      <span className="rounded-xl bg-primary/15 p-2 text-primary">
        <CoinsIcon size={24} />
      </span>
      <div className="flex flex-col">
        <span className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Your Balance</span>
        <span aria-live="polite" className="text-xl font-black text-white tabular-nums">
          {formatPoints(points)}
        </span>
      </div>
    </section>
  );
}
