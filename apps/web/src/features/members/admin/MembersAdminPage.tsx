import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useAdminUsers } from './api/get-admin-users.ts';
import { MembersTable } from './MembersTable.tsx';

const SEARCH_DELAY_MS = 300;

/** Members: search (debounced) and a paginated table; the search and page live in the URL. */
export function MembersAdminPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(query);
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
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
        <SearchBox
          id="members-search"
          label="Search members"
          showLabel
          placeholder="Name, username or Kick username"
          spellCheck={false}
          value={text}
          onChange={setText}
        />
      </search>
      <QueryState query={users} what="members">
        {(data) =>
          data.users.length === 0 ? (
            <AdminEmptyState
              title={query ? 'No members found' : 'No members yet'}
              description={
                query
                  ? `Nobody matches “${query}”. Check the spelling or search by username.`
                  : 'Members appear here once they sign in.'
              }
            />
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
