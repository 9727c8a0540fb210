import { COUNTDOWN_TICK_MS } from '@podium/shared/common/countdown';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { Countdown } from '@/components/Countdown.tsx';
import { useNow } from '@/lib/use-now.ts';

/**
 * The raffle's countdown, ticking every second (SPEC §2): to the start while it has not started, then
 * to the end; a drawn or cancelled raffle has ended whatever its end time said.
 */
export function RaffleClock({ raffle }: { raffle: Raffle }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const startsAt = Date.parse(raffle.start_datetime);
  const closed = raffle.drawn_at !== null || raffle.is_cancelled;
  const beforeStart = !closed && now < startsAt;
  return (
    <div className="rounded-2xl border border-white/10 bg-card p-5">
      <Countdown
        endTimestamp={closed ? null : beforeStart ? startsAt : Date.parse(raffle.end_datetime)}
        title={beforeStart ? 'Starts In' : 'Time Remaining'}
        endedLabel={raffle.is_cancelled ? 'Raffle Cancelled' : 'Raffle Ended'}
        compact
      />
    </div>
  );
}
