import type { AdminAchievement } from '@podium/shared/members';
import { useIsMutating } from '@tanstack/react-query';
import { AddButton } from '@/components/AddButton.tsx';
import { AdminDialog } from '@/components/AdminDialog.tsx';
import { ConfirmDeleteDialog } from '@/components/ConfirmDeleteDialog.tsx';
import { EmptyState } from '@/components/PanelEmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { useEditDialogs } from '@/components/use-edit-dialogs.ts';
import { AchievementForm } from './AchievementForm.tsx';
import { AchievementRow } from './AchievementRow.tsx';
import { useDeleteAchievement } from './api/delete-achievement.ts';
import { saveAchievementKey, useAdminAchievements } from './api/get-admin-achievements.ts';

/** The achievement catalogue: what each one is, what unlocks it, and how many members have it. */
export function AchievementsPage() {
  const query = useAdminAchievements();
  const dialogs = useEditDialogs<AdminAchievement>();
  const saving = useIsMutating({ mutationKey: saveAchievementKey }) > 0;
  const remove = useDeleteAchievement();
  const editing = dialogs.kind === 'edit' ? dialogs.target : null;

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Achievements"
        titleId="admin-section-title"
        action={
          <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
            Add achievement
          </AddButton>
        }
      >
        The catalogue members unlock by playing, or that you grant by hand (manual ones).
      </SectionHeader>
      <QueryState query={query} what="achievements">
        {(achievements) =>
          achievements.length === 0 ? (
            <EmptyState title="No achievements yet">
              Add one with what unlocks it: friends, level, points earned, predictions or raffle entries.
            </EmptyState>
          ) : (
            <ul className="space-y-3" aria-label="Achievements">
              {achievements.map((achievement) => (
                <AchievementRow
                  key={achievement.id}
                  achievement={achievement}
                  onEdit={() => dialogs.open('edit', achievement)}
                  onDelete={() => dialogs.open('delete', achievement)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <AdminDialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title={editing ? `Edit ${editing.title}` : 'Add achievement'}
        description="Shown on members' profiles, in its category."
        busy={saving}
        size="lg"
      >
        <AchievementForm achievement={editing} onDone={dialogs.close} />
      </AdminDialog>

      <ConfirmDeleteDialog
        dialogs={dialogs}
        remove={remove}
        title="Delete achievement?"
        confirmLabel="Delete achievement"
        deletedMessage="Achievement deleted"
      >
        {(achievement) => (
          <p>
            <strong className="text-white">{achievement.title}</strong> leaves the catalogue and every member
            who unlocked it ({achievement.unlock_count.toLocaleString('en-US')}) loses it. This cannot be
            undone.
          </p>
        )}
      </ConfirmDeleteDialog>
    </section>
  );
}
