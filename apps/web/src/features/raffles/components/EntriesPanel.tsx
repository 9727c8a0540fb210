import { raffleMessages } from '@podium/shared/raffles/messages';
import { searchEntries } from '@podium/shared/raffles/rules';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useRaffleEntries } from '@/features/raffles/api/get-raffle-entries.ts';
import { useNow } from '@/lib/use-now.ts';
import { EntryRow } from './EntryRow.tsx';

/**
 * SPEC §2: every ticket with its member, a search box and a refresh button; the list scrolls at about
 * 24rem. Empty states 'No entries yet' and 'No participants found matching "…"'.
 */
export function EntriesPanel({ id, onRefresh }: { id: string; onRefresh: () => void }) {
  const { data, isPending, isError, isRefetchError, isFetching, refetch } = useRaffleEntries(id);
  const [query, setQuery] = useState('');
  const now = useNow(60_000);

  useEffect(() => {
    if (isError || isRefetchError) toast.error(raffleMessages.entriesFailed, { id: 'raffle-entries' });
  }, [isError, isRefetchError]);

  const refresh = () => {
    onRefresh();
    void refetch();
  };
  const shown = data ? searchEntries(data, query) : [];

  return (
    <Panel
      title="Entries"
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={refresh}
          disabled={isFetching}
        >
          {isFetching && !isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      }
    >
      <SearchBox
        label="Search participants"
        placeholder="Search participants..."
        value={query}
        onChange={setQuery}
      />
      {isPending ? (
        <Spinner inline label="Loading entries" className="py-6" />
      ) : !data ? (
        <div className="flex flex-col items-center gap-3 py-6 text-sm text-slate-400">
          <p>{raffleMessages.entriesFailed}</p>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </div>
      ) : data.length === 0 ? (
        <EmptyNote>{raffleMessages.noEntries}</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote>{raffleMessages.noParticipantsMatching(query.trim())}</EmptyNote>
      ) : (
        <ul
          aria-label="Raffle entries"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          className="flex max-h-96 flex-col gap-1.5 overflow-y-auto pr-1"
        >
          {shown.map((entry) => (
            <EntryRow key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
