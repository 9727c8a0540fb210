import type { Badge } from '@podium/shared/members';
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
import { useDeleteBadge } from './api/delete-badge.ts';
import { saveBadgeKey, useAdminBadges } from './api/get-admin-badges.ts';
import { BadgeForm } from './BadgeForm.tsx';
import { BadgeRow } from './BadgeRow.tsx';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; badge: Badge }
  | { kind: 'delete'; badge: Badge }
  | null;

/** Badges admins grant to members from the member page. */
export function BadgesPage() {
  const query = useAdminBadges();
  const [dialog, setDialog] = useState<DialogState>(null);
  const saving = useIsMutating({ mutationKey: saveBadgeKey }) > 0;
  const addRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const remove = useDeleteBadge();
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Badges"
        titleId="admin-section-title"
        action={
          <button
            ref={addRef}
            type="button"
            className={buttonClass('primary')}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <PlusIcon /> Add badge
          </button>
        }
      >
        Badges you grant to members by hand; they show on the member's profile.
      </SectionHeader>
      <QueryState query={query} what="badges">
        {(badges) =>
          badges.length === 0 ? (
            <EmptyState title="No badges yet">
              Create a badge, then grant it from a member's page in Members.
            </EmptyState>
          ) : (
            <ul className="space-y-3" aria-label="Badges">
              {badges.map((badge) => (
                <BadgeRow
                  key={badge.id}
                  badge={badge}
                  onEdit={() => setDialog({ kind: 'edit', badge })}
                  onDelete={() => setDialog({ kind: 'delete', badge })}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <AdminDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog?.kind === 'edit' ? `Edit ${dialog.badge.name}` : 'Add badge'}
        description="Members see the icon, name and description on their profile."
        busy={saving}
      >
        <BadgeForm badge={dialog?.kind === 'edit' ? dialog.badge : null} onDone={close} />
      </AdminDialog>

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete badge?"
        confirmLabel="Delete badge"
        pending={remove.isPending}
        returnFocusTo={() => {
          const target = deleted.current ? addRef.current : null;
          deleted.current = false;
          return target;
        }}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.badge.id, {
            onSuccess: (envelope) => {
              deleted.current = true;
              toast.success(envelope.message ?? 'Badge deleted');
              close();
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      >
        {dialog?.kind === 'delete' ? (
          <p>
            <strong className="text-white">{dialog.badge.name}</strong> will be taken from every member who
            has it. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
