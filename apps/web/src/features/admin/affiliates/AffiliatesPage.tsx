import type { Affiliate } from '@podium/shared/affiliates';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { AdminDialog } from '../components/AdminDialog.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { PlusIcon } from '../components/icons.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { buttonClass } from '../components/styles.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { type Direction, moveId } from '../lib/reorder.ts';
import { useFollowFocus } from '../lib/use-follow-focus.ts';
import { AffiliateForm } from './AffiliateForm.tsx';
import { AffiliateRow } from './AffiliateRow.tsx';
import { useDeleteAffiliate } from './api/delete-affiliate.ts';
import { saveAffiliateKey, useAdminAffiliates } from './api/get-admin-affiliates.ts';
import { useReorderAffiliates } from './api/reorder-affiliates.ts';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; affiliate: Affiliate }
  | { kind: 'delete'; affiliate: Affiliate }
  | null;

export function AffiliatesPage() {
  const query = useAdminAffiliates();
  const [dialog, setDialog] = useState<DialogState>(null);
  const saving = useIsMutating({ mutationKey: saveAffiliateKey }) > 0;
  const addRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const remove = useDeleteAffiliate();
  const reorder = useReorderAffiliates();
  const ids = query.data?.map((a) => a.id) ?? [];
  const followFocus = useFollowFocus(ids.join(','));

  const close = () => setDialog(null);
  const move = (affiliate: Affiliate, direction: Direction) => {
    const next = moveId(ids, affiliate.id, direction);
    if (!next) return;
    followFocus(`affiliate-${affiliate.id}`, direction);
    reorder.mutate(next, { onError: (error) => toast.error(errorMessage(error)) });
  };
  const addButton = (
    <button
      ref={addRef}
      type="button"
      className={buttonClass('primary')}
      onClick={() => setDialog({ kind: 'create' })}
    >
      <PlusIcon /> Add affiliate
    </button>
  );

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Affiliates" titleId="admin-section-title" action={addButton}>
        Partner casinos shown as cards on the home page, in this order.
      </SectionHeader>
      <QueryState query={query} what="affiliates">
        {(affiliates) =>
          affiliates.length === 0 ? (
            <EmptyState title="No affiliates yet">
              Add a partner casino with its code, benefits and join link; it appears on the home page.
            </EmptyState>
          ) : (
            <ol className="space-y-3" aria-label="Affiliates in display order">
              {affiliates.map((affiliate, index) => (
                <AffiliateRow
                  key={affiliate.id}
                  affiliate={affiliate}
                  position={index + 1}
                  count={affiliates.length}
                  onEdit={() => setDialog({ kind: 'edit', affiliate })}
                  onDelete={() => setDialog({ kind: 'delete', affiliate })}
                  onMove={(direction) => move(affiliate, direction)}
                />
              ))}
            </ol>
          )
        }
      </QueryState>

      <AdminDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog?.kind === 'edit' ? `Edit ${dialog.affiliate.name}` : 'Add affiliate'}
        description="Shown on the home page's affiliate cards."
        busy={saving}
      >
        <AffiliateForm affiliate={dialog?.kind === 'edit' ? dialog.affiliate : null} onDone={close} />
      </AdminDialog>

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete affiliate?"
        confirmLabel="Delete affiliate"
        pending={remove.isPending}
        returnFocusTo={() => {
          // The deleted row's button is gone: focus the section's main action instead.
          const target = deleted.current ? addRef.current : null;
          deleted.current = false;
          return target;
        }}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.affiliate.id, {
            onSuccess: (envelope) => {
              deleted.current = true;
              toast.success(envelope.message ?? 'Affiliate deleted');
              close();
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      >
        {dialog?.kind === 'delete' ? (
          <p>
            <strong className="text-white">{dialog.affiliate.name}</strong> will be removed from the home
            page. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
