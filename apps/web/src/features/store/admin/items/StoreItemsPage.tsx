import { storeErrorCodes } from '@podium/shared/store/errors';
import { storeMessages } from '@podium/shared/store/messages';
import type { AdminStoreItem } from '@podium/shared/store/schemas';
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
import { hasErrorCode } from '@/lib/http.ts';
import { useDeleteStoreItem } from './api/delete-store-item.ts';
import { saveStoreItemKey, useAdminStoreItems } from './api/get-admin-store-items.ts';
import { useSetStoreItemActive } from './api/set-store-item-active.ts';
import { StoreItemForm } from './StoreItemForm.tsx';
import { StoreItemRow } from './StoreItemRow.tsx';

/** Store items: what members can buy with their points. */
export function StoreItemsPage() {
  const query = useAdminStoreItems();
  const dialogs = useEditDialogs<AdminStoreItem>();
  const saving = useIsMutating({ mutationKey: saveStoreItemKey }) > 0;
  const remove = useDeleteStoreItem();
  const setActive = useSetStoreItemActive();
  const editing = dialogs.kind === 'edit' ? dialogs.target : null;

  const toggle = (item: AdminStoreItem) =>
    setActive.mutate(
      { id: item.id, active: !item.is_active },
      {
        onSuccess: (envelope) =>
          toast.success(
            envelope.message ??
              (item.is_active ? storeMessages.itemDeactivated : storeMessages.itemActivated),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Store items"
        titleId="admin-section-title"
        action={
          <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
            Add item
          </AddButton>
        }
      >
        What members buy with their points. Inactive items are hidden from the store.
      </SectionHeader>
      <QueryState query={query} what="store items">
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              size="panel"
              title="No store items yet"
              description="Add an item with its cost and stock; members can buy it in the store once it is active."
            />
          ) : (
            <ul className="space-y-3" aria-label="Store items">
              {items.map((item) => (
                <StoreItemRow
                  key={item.id}
                  item={item}
                  toggling={setActive.isPending && setActive.variables?.id === item.id}
                  onEdit={() => dialogs.open('edit', item)}
                  onToggleActive={() => toggle(item)}
                  onDelete={() => dialogs.open('delete', item)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <Dialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title={editing ? `Edit ${editing.name}` : 'Add store item'}
        description="Members see the picture, name, description and cost in the store."
        busy={saving}
      >
        <StoreItemForm item={editing} onDone={dialogs.close} />
      </Dialog>

      <ConfirmDeleteDialog
        dialogs={dialogs}
        remove={remove}
        title="Delete store item?"
        confirmLabel="Delete item"
        deletedMessage={storeMessages.itemDeleted}
        onError={(error) => {
          // It has been bought, so it stays; the row offers Deactivate instead.
          if (hasErrorCode(error, storeErrorCodes.itemBought)) dialogs.close();
        }}
      >
        {(item) => (
          <p>
            <strong className="text-white">{item.name}</strong> will be removed from the store. Items that
            have been bought cannot be deleted; deactivate them instead.
          </p>
        )}
      </ConfirmDeleteDialog>
    </section>
  );
}
