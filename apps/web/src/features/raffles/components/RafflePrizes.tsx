import { prizeLabel } from '@podium/shared/common/prizes';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { Panel } from '@/components/Panel.tsx';
import { ordinal } from '@/features/raffles/format.ts';

/** What each place wins (decision 044), with its winner once drawn; nothing when no prizes are set. */
export function RafflePrizes({ raffle }: { raffle: Raffle }) {
  if (raffle.prizes.length === 0) return null;
  const winnerAt = (position: number) => raffle.winners.find((w) => w.position === position);
  return (
    <Panel title="Prizes">
      <ol aria-label="Prizes" className="grid gap-2 sm:grid-cols-2">
        {raffle.prizes.map((prize) => {
          const winner = winnerAt(prize.position);
          return (
            <li
              key={prize.position}
              className="flex flex-col rounded-xl border border-white/10 bg-slate-950/30 px-3 py-2.5"
            >
              <span className="text-xs font-semibold tracking-wide text-amber-200 uppercase">
                {ordinal(prize.position)} place
              </span>
              <span className="text-sm font-medium text-white">{prizeLabel(prize)}</span>
              {winner ? <span className="text-xs text-slate-400">Won by {winner.display_name}</span> : null}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
