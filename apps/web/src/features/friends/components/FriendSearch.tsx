import { useId, useState } from 'react';
import { useAuth } from '@/lib/use-auth.ts';
import { SEARCH_MIN_CHARS, useFriendSearch } from '../api/search-friends.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
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
  const active = query.length >= SEARCH_MIN_CHARS;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-sm font-bold tracking-wide text-slate-300 uppercase">
        Find Friends
      </h3>
      <label htmlFor={id} className="sr-only">
        Search members
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search members..."
        autoComplete="off"
        className="w-full rounded-xl border border-white/10 bg-slate-950/60 px-3 py-2.5 text-white placeholder:text-slate-500 focus:border-primary/70 focus:outline-none"
      />
      <div aria-live="polite" className="text-sm text-slate-400">
        {!active ? (
          <p>Type at least {SEARCH_MIN_CHARS} characters.</p>
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
