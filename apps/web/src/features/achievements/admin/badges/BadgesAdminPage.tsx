import type { Badge } from '@podium/shared/achievements/schemas';
import { membersMessages } from '@podium/shared/members/schemas';
import { saveBadgeKey, useAdminBadges } from '@/api/get-admin-badges.ts';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useDeleteBadge } from './api/delete-badge.ts';
import { BadgeForm } from './BadgeForm.tsx';
import { BadgeRow } from './BadgeRow.tsx';

const words: AdminListWords = {
  title: 'Badges',
  intro: "Badges you grant to members by hand; they show on the member's profile.",
  what: 'badges',
  add: 'Add badge',
  list: 'Badges',
  empty: {
    title: 'No badges yet',
    description: "Create a badge, then grant it from a member's page in Members.",
  },
};

/** Admin › Badges: the badges admins grant to members from the member page. */
export function BadgesAdminPage() {
  const query = useAdminBadges();
  const dialogs = useEditDialogs<Badge>();
  const remove = useDeleteBadge();

  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(badge) => (
        <BadgeRow
          key={badge.id}
          badge={badge}
          onEdit={() => dialogs.open('edit', badge)}
          onDelete={() => dialogs.open('delete', badge)}
        />
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.name}` : 'Add badge'),
        description: 'Members see the icon, name and description on their profile.',
        saveKey: saveBadgeKey,
        render: (editing) => <BadgeForm badge={editing} onDone={dialogs.close} />,
      }}
      remove={{
        mutation: remove,
        title: 'Delete badge?',
        confirmLabel: 'Delete badge',
        deletedMessage: membersMessages.badgeDeleted,
        body: (badge) => (
          <p>
            <strong className="text-white">{badge.name}</strong> will be taken from every member who has it.
            This cannot be undone.
          </p>
        ),
      }}
    />
  );
}
