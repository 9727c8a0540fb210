import type { AdminStoreItem } from '@podium/shared/store';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { HttpError } from '../../../lib/http.ts';
import { AdminDialog } from '../components/AdminDialog.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { PlusIcon } from '../components/icons.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { buttonClass } from '../components/styles.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { useDeleteStoreItem } from './api/delete-store-item.ts';
import { saveStoreItemKey, useAdminStoreItems } from './api/get-admin-store-items.ts';
import { useSetStoreItemActive } from './api/set-store-item-active.ts';
import { StoreItemForm } from './StoreItemForm.tsx';
import { StoreItemRow } from './StoreItemRow.tsx';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; item: AdminStoreItem }
  | { kind: 'delete'; item: AdminStoreItem }
  | null;

/** Store items: what members can buy with their points. */
export function StoreItemsPage() {
  const query = useAdminStoreItems();
  const [dialog, setDialog] = useState<DialogState>(null);
  const saving = useIsMutating({ mutationKey: saveStoreItemKey }) > 0;
  const addRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const remove = useDeleteStoreItem();
  const setActive = useSetStoreItemActive();
  const close = () => setDialog(null);

  const toggle = (item: AdminStoreItem) =>
    setActive.mutate(
      { id: item.id, active: !item.is_active },
      {
        onSuccess: (envelope) =>
          toast.success(envelope.message ?? (item.is_active ? 'Item deactivated' : 'Item activated')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Store items"
        titleId="admin-section-title"
        action={
          <button
            ref={addRef}
            type="button"
            className={buttonClass('primary')}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <PlusIcon /> Add item
          </button>
        }
      >
        What members buy with their points. Inactive items are hidden from the store.
      </SectionHeader>
      <QueryState query={query} what="store items">
        {(items) =>
          items.length === 0 ? (
            <EmptyState title="No store items yet">
              Add an item with its cost and stock; members can buy it in the store once it is active.
            </EmptyState>
          ) : (
            <ul className="space-y-3" aria-label="Store items">
              {items.map((item) => (
                <StoreItemRow
                  key={item.id}
                  item={item}
                  toggling={setActive.isPending && setActive.variables?.id === item.id}
                  onEdit={() => setDialog({ kind: 'edit', item })}
                  onToggleActive={() => toggle(item)}
                  onDelete={() => setDialog({ kind: 'delete', item })}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <AdminDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog?.kind === 'edit' ? `Edit ${dialog.item.name}` : 'Add store item'}
        description="Members see the picture, name, description and cost in the store."
        busy={saving}
      >
        <StoreItemForm item={dialog?.kind === 'edit' ? dialog.item : null} onDone={close} />
      </AdminDialog>

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete store item?"
        confirmLabel="Delete item"
        pending={remove.isPending}
        returnFocusTo={() => {
          // The deleted row's button is gone: focus the section's main action instead.
          const target = deleted.current ? addRef.current : null;
          deleted.current = false;
          return target;
        }}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.item.id, {
            onSuccess: (envelope) => {
              deleted.current = true;
              toast.success(envelope.message ?? 'Item deleted');
              close();
            },
            onError: (error) => {
              toast.error(errorMessage(error));
              // 409: it has been bought, so it stays; the row offers Deactivate instead.
              if (error instanceof HttpError && error.status === 409) close();
            },
          });
        }}
      >
        {dialog?.kind === 'delete' ? (
          <p>
            <strong className="text-white">{dialog.item.name}</strong> will be removed from the store. Items
            that have been bought cannot be deleted; deactivate them instead.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
