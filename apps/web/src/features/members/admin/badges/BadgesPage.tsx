import type { Badge } from '@podium/shared/achievements/schemas';
import { membersMessages } from '@podium/shared/members/schemas';
import { useIsMutating } from '@tanstack/react-query';
import { AddButton } from '@/components/buttons/AddButton.tsx';
import { ConfirmDeleteDialog } from '@/components/dialog/ConfirmDeleteDialog.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { useEditDialogs } from '@/components/dialog/use-edit-dialogs.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { useDeleteBadge } from './api/delete-badge.ts';
import { saveBadgeKey, useAdminBadges } from './api/get-admin-badges.ts';
import { BadgeForm } from './BadgeForm.tsx';
import { BadgeRow } from './BadgeRow.tsx';

/** Badges admins grant to members from the member page. */
export function BadgesPage() {
  const query = useAdminBadges();
  const dialogs = useEditDialogs<Badge>();
  const saving = useIsMutating({ mutationKey: saveBadgeKey }) > 0;
  const remove = useDeleteBadge();
  const editing = dialogs.kind === 'edit' ? dialogs.target : null;

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Badges"
        titleId="admin-section-title"
        action={
          <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
            Add badge
          </AddButton>
        }
      >
        Badges you grant to members by hand; they show on the member's profile.
      </SectionHeader>
      <QueryState query={query} what="badges">
        {(badges) =>
          badges.length === 0 ? (
            <EmptyState
              size="panel"
              title="No badges yet"
              description="Create a badge, then grant it from a member's page in Members."
            />
          ) : (
            <ul className="space-y-3" aria-label="Badges">
              {badges.map((badge) => (
                <BadgeRow
                  key={badge.id}
                  badge={badge}
                  onEdit={() => dialogs.open('edit', badge)}
                  onDelete={() => dialogs.open('delete', badge)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <Dialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title={editing ? `Edit ${editing.name}` : 'Add badge'}
        description="Members see the icon, name and description on their profile."
        busy={saving}
      >
        <BadgeForm badge={editing} onDone={dialogs.close} />
      </Dialog>

      <ConfirmDeleteDialog
        dialogs={dialogs}
        remove={remove}
        title="Delete badge?"
        confirmLabel="Delete badge"
        deletedMessage={membersMessages.badgeDeleted}
      >
        {(badge) => (
          <p>
            <strong className="text-white">{badge.name}</strong> will be taken from every member who has it.
            This cannot be undone.
          </p>
        )}
      </ConfirmDeleteDialog>
    </section>
  );
}
