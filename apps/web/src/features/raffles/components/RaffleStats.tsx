import { raffleMessages } from '@podium/shared/raffles/messages';
import { raffleOutcome, winChance } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { cx } from '@/components/cx.ts';
import { Panel } from '@/components/Panel.tsx';
import { formatCount, ordinal } from '@/features/raffles/format.ts';

type Stat = { label: string; value: string; wide?: boolean; tone?: 'won' };

/**
 * The raffle's numbers and, for a signed-in member, their tickets and win chance (SPEC §5). Once it is
 * over the chance gives way to the outcome: a cancelled raffle says so (no winners, no chance), a drawn
 * one counts the winners drawn and tells a member who held tickets whether they won.
 */
export function RaffleStats({ raffle, viewerId }: { raffle: Raffle; viewerId: number | null }) {
  const outcome = raffleOutcome(raffle, viewerId);
  const signedIn = viewerId !== null;
  const stats: Stat[] = [
    { label: 'Total Entries', value: formatCount(raffle.total_entries) },
    { label: 'Participants', value: formatCount(raffle.participants_count) },
  ];
  if (outcome.kind === 'open') stats.push({ label: 'Winners', value: formatCount(raffle.number_of_winners) });
  if (outcome.kind === 'drawn') stats.push({ label: 'Winners', value: formatCount(outcome.winners) });
  if (signedIn) stats.push({ label: 'Your Tickets', value: formatCount(raffle.user_entries.total) });
  if (outcome.kind === 'open' && signedIn) {
    stats.push({
      label: 'Win Chance',
      value: `${winChance(raffle.user_entries.total, raffle.total_entries)}%`,
    });
  }
  if (outcome.kind === 'cancelled') {
    stats.push({ label: 'Result', value: raffleMessages.outcomeCancelled, wide: true });
  }
  if (outcome.kind === 'drawn' && outcome.place !== null) {
    stats.push({
      label: 'Your Result',
      value: raffleMessages.youWon(ordinal(outcome.place)),
      wide: true,
      tone: 'won',
    });
  } else if (outcome.kind === 'drawn' && outcome.entered) {
    stats.push({ label: 'Your Result', value: raffleMessages.notWon, wide: true });
  }
  return (
    <Panel title="Stats">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {stats.map(({ label, value, wide, tone }) => (
          <div
            key={label}
            className={cx(
              'rounded-xl px-3 py-2.5',
              wide && 'col-span-full',
              tone === 'won' ? 'border border-amber-400/30 bg-amber-500/10' : 'bg-slate-950/50',
            )}
          >
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd className={cx('font-black text-white tabular-nums', wide ? 'text-base' : 'text-lg')}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
