import { FRIEND_SEARCH_MIN_CHARS, isFriendSearchReady } from '@podium/shared/friends/rules';
import { useId, useState } from 'react';
import { SearchBox } from '@/components/SearchBox.tsx';
import { useFriendSearch } from '@/features/friends/api/search-friends.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { FriendActions } from './FriendActions.tsx';
import { MemberRow } from './MemberRow.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/** Find members by name (at least 2 characters, debounced) and befriend them. */
export function FriendSearch({ onNavigate }: { onNavigate: () => void }) {
  const id = useId();
  const viewerId = useAuth().user?.id ?? null;
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useFriendSearch(query);
  const active = isFriendSearchReady(query);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-sm font-bold tracking-wide text-slate-300 uppercase">
        Find Friends
      </h3>
      <SearchBox label="Search members" placeholder="Search members..." value={text} onChange={setText} />
      <div aria-live="polite" className="text-sm text-slate-400">
        {!active ? (
          <p>Type at least {FRIEND_SEARCH_MIN_CHARS} characters.</p>
        ) : isError ? (
          <p>Search failed. Please try again.</p>
        ) : data && data.length === 0 && !isFetching ? (
          <p>No members found.</p>
        ) : null}
      </div>
      {active && data && data.length > 0 ? (
        <ul aria-label="Search results" className="flex flex-col gap-2">
          {data.map((u) => (
            <MemberRow key={u.id} user={u} onNavigate={onNavigate}>
              <FriendActions userId={u.id} friendship={u.friendship} viewerId={viewerId} size="sm" />
            </MemberRow>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
