import { casinoAccountStatusLabels } from '@podium/shared/casino-accounts/messages';
import type { AdminCasinoAccount, CasinoAccountPage } from '@podium/shared/casino-accounts/schemas';
import { type CasinoAccountStatus, casinoAccountStatuses } from '@podium/shared/common/casino-accounts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { SelectField } from '@/components/form/SelectField.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { AccountDialogs } from './AccountDialogs.tsx';
import { useCasinoAccountQueue } from './api/get-casino-accounts.ts';
import { type AccountAction, CasinoAccountRow } from './CasinoAccountRow.tsx';

type StatusFilter = CasinoAccountStatus | 'all';
const statusOptions: { value: StatusFilter; label: string }[] = [
  ...casinoAccountStatuses.map((s) => ({ value: s, label: casinoAccountStatusLabels[s] })),
  { value: 'all', label: 'All' },
];
const parseStatus = (v: string | null): StatusFilter =>
  v === 'all' || casinoAccountStatuses.includes(v as CasinoAccountStatus) ? (v as StatusFilter) : 'pending';
const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

const words: AdminListWords = {
  title: 'Casino accounts',
  intro:
    'A casino username a member links earns nothing until it is verified: check that it is theirs (their casino profile, a tip), then verify it, or refuse it with a reason they read in Settings.',
  what: 'casino accounts',
  list: 'Casino accounts',
  empty: {
    title: 'No casino accounts waiting',
    description: 'Every linked casino account has been decided.',
  },
};

/** Admin › Casino accounts (decision 042): the verification queue, filters in the URL. */
export function CasinoAccountsAdminPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const status = parseStatus(params.get('status'));
  const page = positive(params.get('page'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const dialogs = useEditDialogs<AdminCasinoAccount, AccountAction>();

  const setFilters = (next: { status?: StatusFilter; q?: string; page?: number }) => {
    const s = next.status ?? status;
    const text = next.q ?? q;
    const p = next.page ?? 1;
    setParams({
      ...(s !== 'pending' ? { status: s } : {}),
      ...(text ? { q: text } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search resets the filters
  useEffect(() => {
    if (q !== (params.get('q') ?? '')) setFilters({ q });
  }, [q]);

  const query = useCasinoAccountQueue({
    status: status === 'all' ? undefined : status,
    q: params.get('q') ?? undefined,
    page,
  });
  const filtered = status !== 'pending' || Boolean(params.get('q'));

  const render = (data: CasinoAccountPage) => (
    <>
      <search className="mb-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          id="casino-account-status"
          label="State"
          value={status}
          options={statusOptions}
          onChange={(s) => setFilters({ status: s })}
        />
        <SearchBox
          label="Username or member"
          showLabel
          value={search}
          onChange={setSearch}
          maxLength={64}
          placeholder="Casino username or member"
        />
      </search>
      {data.accounts.length === 0 ? (
        <AdminEmptyState
          title={filtered ? 'No casino accounts found' : words.empty.title}
          description={filtered ? 'Nothing matches these filters.' : words.empty.description}
        />
      ) : (
        <ul className="space-y-3" aria-label={words.list} aria-busy={query.isPlaceholderData || undefined}>
          {data.accounts.map((a) => (
            <CasinoAccountRow
              key={a.id}
              account={a}
              viewerId={user?.id ?? null}
              isAdmin={user?.role === 'Admin'}
              onAction={(action, account) => dialogs.open(action, account)}
            />
          ))}
        </ul>
      )}
      <Pagination
        label="Casino account pages"
        noun={{ one: 'account', other: 'accounts' }}
        page={data.page}
        pageSize={data.page_size}
        total={data.total}
        onPage={(p) => setFilters({ page: p })}
      />
    </>
  );

  return (
    <AdminListSection words={words} query={query} dialogs={dialogs} render={render}>
      <AccountDialogs dialogs={dialogs} />
    </AdminListSection>
  );
}
