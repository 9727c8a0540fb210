import { COUNTDOWN_TICK_MS } from '@podium/shared/common/countdown';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { liveTiming } from '@/features/raffles/format.ts';
import { useNow } from '@/lib/use-now.ts';
import { RaffleImage } from './RaffleImage.tsx';
import { StatusPill } from './StatusPill.tsx';

/** The raffle's picture, title, status (Ended / Active / Not Started) and description. */
export function RaffleSummary({ raffle }: { raffle: Raffle }) {
  const { status } = liveTiming(raffle, useNow(COUNTDOWN_TICK_MS));
  return (
    <section
      aria-labelledby="raffle-title"
      className="overflow-hidden rounded-2xl border border-white/10 bg-card"
    >
      <RaffleImage src={raffle.image} className="aspect-video max-h-96 w-full" />
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="raffle-title" className="text-2xl font-black text-white sm:text-3xl">
            {raffle.title}
          </h1>
          <StatusPill status={status} place="detail" cancelled={raffle.is_cancelled} />
          {raffle.is_paused && status !== 'ended' ? (
            <span className="text-sm text-amber-200">Entries paused</span>
          ) : null}
        </div>
        {raffle.description ? (
          <p className="whitespace-pre-line text-slate-300">{raffle.description}</p>
        ) : null}
      </div>
    </section>
  );
}
