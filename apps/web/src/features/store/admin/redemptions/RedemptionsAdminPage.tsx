import { storeMessages } from '@podium/shared/store/messages';
import type { QueueRedemption } from '@podium/shared/store/schemas';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useRedemptionQueue } from './api/get-redemption-queue.ts';
import { useProcessRedemption } from './api/process-redemption.ts';
import { useRefundRedemption } from './api/refund-redemption.ts';
import { DEFAULT_STATUS_FILTER, parseStatusFilter, type StatusFilter } from './labels.ts';
import { QueueFilters } from './QueueFilters.tsx';
import { QueueTable, rowHeaderId } from './QueueTable.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { useItemOptions } from './use-item-options.ts';

const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** After an action the row's buttons are gone: focus moves to the row itself. */
const focusRow = (id: number) =>
  requestAnimationFrame(() => document.getElementById(rowHeaderId(id))?.focus());

function QueueEmpty({ status, itemId }: { status: StatusFilter; itemId: number | undefined }) {
  if (status === 'pending' && !itemId) {
    return (
      <AdminEmptyState
        title="No pending redemptions"
        description="Nothing is waiting: every purchase has been handled."
      />
    );
  }
  if (status === 'all' && !itemId) {
    return <AdminEmptyState title="No redemptions yet" description="Purchases from the store appear here." />;
  }
  return <AdminEmptyState title="No redemptions found" description="Nothing matches these filters." />;
}

/** The redemption queue (moderators and admins): pending first, filters and the page in the URL. */
export function RedemptionsAdminPage() {
  const [params, setParams] = useSearchParams();
  const { user: viewer, isAdmin } = useAuth();
  const status = parseStatusFilter(params.get('status'));
  const itemId = positive(params.get('item'));
  const page = positive(params.get('page')) ?? 1;
  const queue = useRedemptionQueue({
    status: status === 'all' ? undefined : status,
    item_id: itemId,
    page,
  });
  const process = useProcessRedemption();
  const refund = useRefundRedemption();
  const [refunding, setRefunding] = useState<QueueRedemption | null>(null);
  const refunded = useRef<number | null>(null);

  const setFilters = (next: { status?: StatusFilter; item?: number | undefined; page?: number }) => {
    const s = next.status ?? status;
    const item = 'item' in next ? next.item : itemId;
    const p = next.page ?? 1;
    setParams({
      ...(s !== DEFAULT_STATUS_FILTER ? { status: s } : {}),
      ...(item ? { item: String(item) } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
  };

  const onProcess = (row: QueueRedemption) =>
    process.mutate(row.id, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? storeMessages.redemptionProcessed);
        focusRow(row.id);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  const onRefund = (row: QueueRedemption, reason?: string) =>
    refund.mutate(
      { id: row.id, reason },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? storeMessages.redemptionRefunded);
          refunded.current = row.id;
          setRefunding(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          setRefunding(null);
        },
      },
    );

  const actingOn = process.isPending
    ? (process.variables ?? null)
    : refund.isPending
      ? (refund.variables?.id ?? null)
      : null;
  const items = useItemOptions(queue.data?.redemptions);

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Redemptions" titleId="admin-section-title">
        Store purchases waiting to be handed out. Mark each one processed once delivered, or refund it.
      </SectionHeader>
      <QueueFilters
        items={items}
        status={status}
        itemId={itemId}
        onStatus={(s) => setFilters({ status: s })}
        onItem={(item) => setFilters({ item })}
      />
      <QueryState query={queue} what="redemptions">
        {(data) =>
          data.redemptions.length === 0 ? (
            <QueueEmpty status={status} itemId={itemId} />
          ) : (
            <>
              <QueueTable
                rows={data.redemptions}
                viewerId={viewer?.id ?? null}
                isAdmin={isAdmin}
                busy={queue.isPlaceholderData}
                actingOn={actingOn}
                onProcess={onProcess}
                onRefund={setRefunding}
              />
              <Pagination
                label="Redemption pages"
                noun={{ one: 'redemption', other: 'redemptions' }}
                page={data.page}
                pageSize={data.page_size}
                total={data.total}
                onPage={(p) => setFilters({ page: p })}
              />
            </>
          )
        }
      </QueryState>
      <RefundDialog
        row={refunding}
        pending={refund.isPending}
        onClose={() => setRefunding(null)}
        onConfirm={onRefund}
        returnFocusTo={() => {
          // The refunded row's buttons are gone: focus the row instead.
          const id = refunded.current;
          refunded.current = null;
          return id === null ? null : document.getElementById(rowHeaderId(id));
        }}
      />
    </section>
  );
}
