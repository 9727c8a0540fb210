import { type AdminAchievement, membersMessages } from '@podium/shared/members/schemas';
import { saveAchievementKey, useAdminAchievements } from '@/api/get-admin-achievements.ts';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { AchievementForm } from './AchievementForm.tsx';
import { AchievementRow } from './AchievementRow.tsx';
import { useDeleteAchievement } from './api/delete-achievement.ts';

const words: AdminListWords = {
  title: 'Achievements',
  intro: 'The catalogue members unlock by playing, or that you grant by hand (manual ones).',
  what: 'achievements',
  add: 'Add achievement',
  list: 'Achievements',
  empty: {
    title: 'No achievements yet',
    description:
      'Add one with what unlocks it: friends, level, points earned, predictions or raffle entries.',
  },
};

/** Admin › Achievements: what each one is, what unlocks it, and how many members have it. */
export function AchievementsAdminPage() {
  const query = useAdminAchievements();
  const dialogs = useEditDialogs<AdminAchievement>();
  const remove = useDeleteAchievement();

  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(achievement) => (
        <AchievementRow
          key={achievement.id}
          achievement={achievement}
          onEdit={() => dialogs.open('edit', achievement)}
          onDelete={() => dialogs.open('delete', achievement)}
        />
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.title}` : 'Add achievement'),
        description: "Shown on members' profiles, in its category.",
        size: 'lg',
        saveKey: saveAchievementKey,
        render: (editing) => <AchievementForm achievement={editing} onDone={dialogs.close} />,
      }}
      remove={{
        mutation: remove,
        title: 'Delete achievement?',
        confirmLabel: 'Delete achievement',
        deletedMessage: membersMessages.achievementDeleted,
        body: (achievement) => (
          <p>
            <strong className="text-white">{achievement.title}</strong> leaves the catalogue and every member
            who unlocked it ({achievement.unlock_count.toLocaleString('en-US')}) loses it. This cannot be
            undone.
          </p>
        ),
      }}
    />
  );
}
