import { winChance } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { Panel } from '@/components/Panel.tsx';
import { formatCount } from '@/features/raffles/format.ts';

/** The raffle's numbers and, for a signed-in member, their tickets and win chance (SPEC §5). */
export function RaffleStats({ raffle, signedIn }: { raffle: Raffle; signedIn: boolean }) {
  const stats: [string, string][] = [
    ['Total Entries', formatCount(raffle.total_entries)],
    ['Participants', formatCount(raffle.participants_count)],
    ['Winners', formatCount(raffle.number_of_winners)],
  ];
  if (signedIn) {
    stats.push(
      ['Your Tickets', formatCount(raffle.user_entries.total)],
      ['Win Chance', `${winChance(raffle.user_entries.total, raffle.total_entries)}%`],
    );
  }
  return (
    <Panel title="Stats">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-950/50 px-3 py-2.5">
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd className="text-lg font-black text-white tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
