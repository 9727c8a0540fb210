import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/Pagination.tsx';
import { EmptyState } from '@/components/PanelEmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { inputClass } from '@/components/styles.ts';
import { useAdminUsers } from './api/get-admin-users.ts';
import { SearchIcon } from './icons.tsx';
import { MembersTable } from './MembersTable.tsx';
import { useDebounced } from './use-debounced.ts';

const SEARCH_DELAY_MS = 300;

/** Members: search (debounced) and a paginated table; the search and page live in the URL. */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(query);
  const settled = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers(query, page);

  useEffect(() => {
    if (settled === query) return;
    setParams(settled ? { query: settled } : {}, { replace: true });
  }, [settled, query, setParams]);

  const goTo = (next: number) =>
    setParams({ ...(query ? { query } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Members" titleId="admin-section-title">
        Find a member to change their role, adjust their points, or grant badges and achievements.
      </SectionHeader>
      <search className="mb-4 block">
        <label htmlFor="members-search" className="mb-1.5 block text-sm font-medium text-slate-200">
          Search members
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <input
            id="members-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name, username or Kick username"
            autoComplete="off"
            spellCheck={false}
            className={`${inputClass} pl-9`}
          />
        </div>
      </search>
      <QueryState query={users} what="members">
        {(data) =>
          data.users.length === 0 ? (
            <EmptyState title={query ? 'No members found' : 'No members yet'}>
              {query
                ? `Nobody matches “${query}”. Check the spelling or search by username.`
                : 'Members appear here once they sign in.'}
            </EmptyState>
          ) : (
            <>
              <MembersTable users={data.users} busy={users.isPlaceholderData} />
              <Pagination
                label="Members pages"
                noun={{ one: 'member', other: 'members' }}
                page={data.page}
                pageSize={data.page_size}
                total={data.total}
                onPage={goTo}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
