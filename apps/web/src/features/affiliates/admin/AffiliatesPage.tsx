import { type Affiliate, affiliatesMessages } from '@podium/shared/affiliates/schemas';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AddButton } from '@/components/buttons/AddButton.tsx';
import { ConfirmDeleteDialog } from '@/components/dialog/ConfirmDeleteDialog.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { useEditDialogs } from '@/components/dialog/use-edit-dialogs.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { type Direction, moveId } from '@/lib/reorder.ts';
import { useFollowFocus } from '@/lib/use-follow-focus.ts';
import { AffiliateForm } from './AffiliateForm.tsx';
import { AffiliateRow } from './AffiliateRow.tsx';
import { useDeleteAffiliate } from './api/delete-affiliate.ts';
import { saveAffiliateKey, useAdminAffiliates } from './api/get-admin-affiliates.ts';
import { useReorderAffiliates } from './api/reorder-affiliates.ts';

export function AffiliatesPage() {
  const query = useAdminAffiliates();
  const dialogs = useEditDialogs<Affiliate>();
  const saving = useIsMutating({ mutationKey: saveAffiliateKey }) > 0;
  const remove = useDeleteAffiliate();
  const reorder = useReorderAffiliates();
  const ids = query.data?.map((a) => a.id) ?? [];
  const followFocus = useFollowFocus(ids.join(','));

  const editing = dialogs.kind === 'edit' ? dialogs.target : null;
  const move = (affiliate: Affiliate, direction: Direction) => {
    const next = moveId(ids, affiliate.id, direction);
    if (!next) return;
    followFocus(`affiliate-${affiliate.id}`, direction);
    reorder.mutate(next, { onError: (error) => toast.error(errorMessage(error)) });
  };
  const addButton = (
    <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
      Add affiliate
    </AddButton>
  );

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Affiliates" titleId="admin-section-title" action={addButton}>
        Partner casinos shown as cards on the home page, in this order.
      </SectionHeader>
      <QueryState query={query} what="affiliates">
        {(affiliates) =>
          affiliates.length === 0 ? (
            <EmptyState
              size="panel"
              title="No affiliates yet"
              description="Add a partner casino with its code, benefits and join link; it appears on the home page."
            />
          ) : (
            <ol className="space-y-3" aria-label="Affiliates in display order">
              {affiliates.map((affiliate, index) => (
                <AffiliateRow
                  key={affiliate.id}
                  affiliate={affiliate}
                  position={index + 1}
                  count={affiliates.length}
                  onEdit={() => dialogs.open('edit', affiliate)}
                  onDelete={() => dialogs.open('delete', affiliate)}
                  onMove={(direction) => move(affiliate, direction)}
                />
              ))}
            </ol>
          )
        }
      </QueryState>

      <Dialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title={editing ? `Edit ${editing.name}` : 'Add affiliate'}
        description="Shown on the home page's affiliate cards."
        busy={saving}
      >
        <AffiliateForm affiliate={editing} onDone={dialogs.close} />
      </Dialog>

      <ConfirmDeleteDialog
        dialogs={dialogs}
        remove={remove}
        title="Delete affiliate?"
        confirmLabel="Delete affiliate"
        deletedMessage={affiliatesMessages.deleted}
      >
        {(affiliate) => (
          <p>
            <strong className="text-white">{affiliate.name}</strong> will be removed from the home page. This
            cannot be undone.
          </p>
        )}
      </ConfirmDeleteDialog>
    </section>
  );
}
