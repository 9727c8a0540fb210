import { useSearchParams } from 'react-router';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { AuditFiltersForm } from './AuditFiltersForm.tsx';
import { AuditLogTable } from './AuditLogTable.tsx';
import { type AuditFilters, auditSearch, useAuditLog } from './api/get-audit-log.ts';
import { filtersOf } from './audit-url.ts';

/**
 * Admin › Audit log: every staff action on record, newest first, 50 a page. The filters live in the
 * URL (so a filtered view can be shared); a click on an actor or a member shows only theirs.
 */
export function AuditLogAdminPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useAuditLog(filters);
  // A new filter starts at page 1; paging keeps the filters.
  const apply = (next: Partial<AuditFilters>) =>
    setParams(new URLSearchParams(auditSearch({ ...filters, page: 1, ...next })));
  const filtered = auditSearch({ ...filters, page: 1 }) !== '';

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Audit log" titleId="admin-section-title">
        Every staff action on record: who did what, to whom, when and why. Entries are never changed.
      </SectionHeader>
      <AuditFiltersForm
        filters={filters}
        actions={log.data?.actions ?? []}
        names={{
          actor: log.data?.entries.find((e) => e.actor?.id === filters.actor)?.actor?.username,
          member: log.data?.entries.find((e) => e.target_member?.id === filters.member)?.target_member
            ?.username,
        }}
        onChange={apply}
      />
      <QueryState query={log} what="the audit log">
        {(data) =>
          data.entries.length === 0 ? (
            <AdminEmptyState
              title={filtered ? 'No entries found' : 'No entries yet'}
              description={
                filtered
                  ? 'Nothing on record matches these filters. Clear one to see more.'
                  : 'Staff actions appear here as they happen: role changes, points, bans, draws and more.'
              }
            />
          ) : (
            <>
              <AuditLogTable
                caption="Audit log"
                entries={data.entries}
                busy={log.isPlaceholderData}
                onActor={(actor) => apply({ actor: actor.id })}
                onMember={(member) => apply({ member: member.id })}
              />
              <Pagination
                label="Audit log pages"
                noun={{ one: 'entry', other: 'entries' }}
                page={data.page}
                pageSize={data.page_size}
                total={data.total}
                onPage={(page) => setParams(new URLSearchParams(auditSearch({ ...filters, page })))}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
