import type { Raffle } from '@podium/shared/raffles/schemas';
import { EmptyState } from '@/components/EmptyState.tsx';
import { TicketIcon } from '@/components/icons/feature-icons.tsx';
import { RaffleCard } from './RaffleCard.tsx';

/** One tab's cards, or its empty state ('No Active Raffles' / 'No Ended Raffles'). */
interface RaffleGridProps {
  /** The tab's heading for assistive tech ("Active raffles"): the cards' titles are under it. */
  heading: string;
  raffles: Raffle[];
  now: number;
  empty: string;
  emptyText: string;
}

export function RaffleGrid({ heading, raffles, now, empty, emptyText }: RaffleGridProps) {
  if (raffles.length === 0) {
    return <EmptyState icon={<TicketIcon size={36} />} title={empty} description={emptyText} />;
  }
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      <ul aria-label="Raffle cards" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {raffles.map((raffle) => (
          <li key={raffle.id} className="flex">
            <RaffleCard raffle={raffle} now={now} />
          </li>
        ))}
      </ul>
    </>
  );
}
