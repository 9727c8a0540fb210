import { storeErrorCodes } from '@podium/shared/store/errors';
import { storeMessages } from '@podium/shared/store/messages';
import type { AdminStoreItem } from '@podium/shared/store/schemas';
import { toast } from 'sonner';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { hasErrorCode } from '@/lib/http.ts';
import { useDeleteStoreItem } from './api/delete-store-item.ts';
import { saveStoreItemKey, useAdminStoreItems } from './api/get-admin-store-items.ts';
import { useSetStoreItemActive } from './api/set-store-item-active.ts';
import { StoreItemForm } from './StoreItemForm.tsx';
import { StoreItemRow } from './StoreItemRow.tsx';

const words: AdminListWords = {
  title: 'Store items',
  intro: 'What members buy with their points. Inactive items are hidden from the store.',
  what: 'store items',
  add: 'Add item',
  list: 'Store items',
  empty: {
    title: 'No store items yet',
    description: 'Add an item with its cost and stock; members can buy it in the store once it is active.',
  },
};

/** Admin › Store items: what members can buy with their points. */
export function StoreItemsAdminPage() {
  const query = useAdminStoreItems();
  const dialogs = useEditDialogs<AdminStoreItem>();
  const remove = useDeleteStoreItem();
  const setActive = useSetStoreItemActive();

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
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(item) => (
        <StoreItemRow
          key={item.id}
          item={item}
          toggling={setActive.isPending && setActive.variables?.id === item.id}
          onEdit={() => dialogs.open('edit', item)}
          onToggleActive={() => toggle(item)}
          onDelete={() => dialogs.open('delete', item)}
        />
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.name}` : 'Add store item'),
        description: 'Members see the picture, name, description and cost in the store.',
        saveKey: saveStoreItemKey,
        render: (editing) => <StoreItemForm item={editing} onDone={dialogs.close} />,
      }}
      remove={{
        mutation: remove,
        title: 'Delete store item?',
        confirmLabel: 'Delete item',
        deletedMessage: storeMessages.itemDeleted,
        onError: (error) => {
          // It has been bought, so it stays; the row offers Deactivate instead.
          if (hasErrorCode(error, storeErrorCodes.itemBought)) dialogs.close();
        },
        body: (item) => (
          <p>
            <strong className="text-white">{item.name}</strong> will be removed from the store. Items that
            have been bought cannot be deleted; deactivate them instead.
          </p>
        ),
      }}
    />
  );
}
