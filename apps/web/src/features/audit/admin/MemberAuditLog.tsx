import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@/components/Pagination.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass } from '@/components/styles.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { AuditLogTable } from './AuditLogTable.tsx';
import { useAuditLog } from './api/get-audit-log.ts';

/** The member page's panel (slot `member`): staff actions on this member, newest first. */
export function MemberAuditLog({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ member: userId, page });
  return (
    <Panel
      level={3}
      title="Actions on this member"
      description="Staff actions on record for this member: roles, points, bans and more."
      action={
        <Link to={`${ADMIN_BASE}/audit-log?member=${userId}`} className={buttonClass('ghost', 'sm')}>
          Open in the audit log
        </Link>
      }
    >
      <QueryState query={log} what="actions on this member">
        {(data) =>
          data.entries.length === 0 ? (
            <p className="text-sm text-slate-400">No staff action on this member yet.</p>
          ) : (
            <>
              <AuditLogTable
                caption="Actions on this member"
                entries={data.entries}
                busy={log.isPlaceholderData}
                hideMember
              />
              {data.total > data.page_size ? (
                <Pagination
                  label="Actions on this member pages"
                  noun={{ one: 'entry', other: 'entries' }}
                  page={data.page}
                  pageSize={data.page_size}
                  total={data.total}
                  onPage={setPage}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
