import { raffleMessages } from '@podium/shared/raffles/messages';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { Avatar } from '@/components/Avatar.tsx';
import { UserLink } from '@/components/hover-card/UserLink.tsx';
import { CrownIcon } from '@/components/icons/feature-icons.tsx';
import { EmptyNote, Panel } from '@/components/Panel.tsx';

/** The winners once drawn (each links to their profile), or why there are none. */
export function RaffleWinners({ raffle }: { raffle: Raffle }) {
  const drawn = raffle.drawn_at !== null;
  if (!drawn && !raffle.is_cancelled && raffle.winners.length === 0) return null;
  const winners = [...raffle.winners].sort((a, b) => a.position - b.position);
  return (
    <Panel title="Winners">
      {raffle.is_cancelled ? (
        <EmptyNote>{raffleMessages.cancelled}</EmptyNote>
      ) : winners.length === 0 ? (
        <EmptyNote>{raffleMessages.endedWithoutEntries}</EmptyNote>
      ) : (
        <ol aria-label="Winners" className="grid gap-2 sm:grid-cols-2">
          {winners.map((winner) => (
            <li
              key={winner.id}
              className="flex min-w-0 items-center gap-3 rounded-xl border border-amber-400/20 bg-amber-500/5 px-3 py-2.5"
            >
              <CrownIcon size={18} className="shrink-0 text-amber-300" />
              <span className="w-6 text-sm font-bold text-amber-200 tabular-nums">#{winner.position}</span>
              <Avatar src={winner.avatar_url} fallbackSeed={winner.id} alt="" size={32} />
              <UserLink username={winner.username} className="min-w-0 truncate text-white">
                {winner.display_name}
              </UserLink>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
