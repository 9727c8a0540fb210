import { useSearchParams } from 'react-router';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useTicketQueue } from './api/get-ticket-queue.ts';
import {
  type CategoryFilter,
  categoryFilterOptions,
  parseCategoryFilter,
  parseStatusFilter,
  type StatusFilter,
  statusFilterOptions,
} from './labels.ts';
import { TicketQueueList } from './TicketQueueList.tsx';

/** Admin › Support tickets (moderators and admins): open tickets first, filters and page in the URL. */
export function SupportTicketsAdminPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const category = parseCategoryFilter(params.get('category'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const queue = useTicketQueue({
    status: status === 'all' ? undefined : status,
    category: category || undefined,
    page,
  });
  const go = (next: { status?: StatusFilter; category?: CategoryFilter; page?: number }) => {
    const s = next.status ?? status;
    const c = next.category ?? category;
    const p = next.page ?? 1;
    setParams({
      ...(s !== 'open' ? { status: s } : {}),
      ...(c ? { category: c } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
  };

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Support tickets" titleId="admin-section-title">
        Members’ questions about prizes, payouts, store orders and accounts. Open tickets wait on you.
      </SectionHeader>
      <search className="mb-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          id="ticket-status"
          label="Status"
          value={status}
          options={statusFilterOptions}
          onChange={(s) => go({ status: s })}
        />
        <SelectField
          id="ticket-category"
          label="Topic"
          value={category}
          options={categoryFilterOptions}
          onChange={(c) => go({ category: c })}
        />
      </search>
      <QueryState query={queue} what="tickets">
        {(data) =>
          data.tickets.length === 0 ? (
            <AdminEmptyState
              title={status === 'open' && !category ? 'No open tickets' : 'No tickets found'}
              description={
                status === 'open' && !category
                  ? 'Nobody is waiting for an answer.'
                  : 'Nothing matches these filters.'
              }
            />
          ) : (
            <>
              <TicketQueueList tickets={data.tickets} busy={queue.isPlaceholderData} />
              <Pagination
                label="Ticket pages"
                noun={{ one: 'ticket', other: 'tickets' }}
                page={data.page}
                pageSize={data.page_size}
                total={data.total}
                onPage={(p) => go({ page: p })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
