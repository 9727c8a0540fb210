import type { AdminPayout } from '@podium/shared/payouts/schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { usePayoutQueue } from './api/get-payout-queue.ts';
import { DecideDialog, type DecisionKind } from './DecideDialog.tsx';
import { ExportPayouts } from './ExportPayouts.tsx';
import {
  parseSource,
  parseStatus,
  type SourceFilter,
  type StatusFilter,
  sourceFilterOptions,
  statusFilterOptions,
} from './labels.ts';
import { PayoutTable } from './PayoutTable.tsx';

const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** Admin › Payouts: every cash payout owed (VIP rewards, prizes), pending first; filters in the URL. */
export function PayoutsAdminPage() {
  const [params, setParams] = useSearchParams();
  const viewerId = useAuth().user?.id ?? null;
  const status = parseStatus(params.get('status'));
  const source = parseSource(params.get('source'));
  const page = positive(params.get('page'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const [deciding, setDeciding] = useState<{ payout: AdminPayout; kind: DecisionKind } | null>(null);

  const setFilters = (next: { status?: StatusFilter; source?: SourceFilter; q?: string; page?: number }) => {
    const s = next.status ?? status;
    const src = next.source ?? source;
    const text = next.q ?? q;
    const p = next.page ?? 1;
    setParams({
      ...(s !== 'pending' ? { status: s } : {}),
      ...(src !== 'all' ? { source: src } : {}),
      ...(text ? { q: text } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
  };
  // The typed name reaches the URL (and the query) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search resets the filters
  useEffect(() => {
    if (q !== (params.get('q') ?? '')) setFilters({ q });
  }, [q]);

  const queue = usePayoutQueue({
    status: status === 'all' ? undefined : status,
    source: source === 'all' ? undefined : source,
    q: params.get('q') ?? undefined,
    page,
  });

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Payouts" titleId="admin-section-title">
        Cash owed to members (VIP cash rewards, raffle prizes). Send it, then mark it paid with the tip or
        transfer reference, or reject it with a reason the member reads.
      </SectionHeader>
      <search className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          id="payout-status"
          label="Status"
          value={status}
          options={statusFilterOptions}
          onChange={(s) => setFilters({ status: s })}
        />
        <SelectField
          id="payout-source"
          label="For"
          value={source}
          options={sourceFilterOptions}
          onChange={(s) => setFilters({ source: s })}
        />
        <SearchBox
          label="Member"
          showLabel
          value={search}
          onChange={setSearch}
          maxLength={40}
          placeholder="Username"
        />
      </search>
      <ExportPayouts />
      <QueryState query={queue} what="payouts">
        {(data) =>
          data.payouts.length === 0 ? (
            <AdminEmptyState
              title={
                status === 'pending' && source === 'all' && !q ? 'No pending payouts' : 'No payouts found'
              }
              description={
                status === 'pending' && source === 'all' && !q
                  ? 'Nothing is waiting: every cash reward has been handled.'
                  : 'Nothing matches these filters.'
              }
            />
          ) : (
            <>
              <PayoutTable
                rows={data.payouts}
                viewerId={viewerId}
                busy={queue.isPlaceholderData}
                onDecide={(payout, kind) => setDeciding({ payout, kind })}
              />
              <Pagination
                label="Payout pages"
                noun={{ one: 'payout', other: 'payouts' }}
                page={data.page}
                pageSize={data.page_size}
                total={data.total}
                onPage={(p) => setFilters({ page: p })}
              />
            </>
          )
        }
      </QueryState>
      <DecideDialog
        payout={deciding?.payout ?? null}
        kind={deciding?.kind ?? 'paid'}
        onClose={() => setDeciding(null)}
      />
    </section>
  );
}
