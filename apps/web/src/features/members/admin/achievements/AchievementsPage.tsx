import { type AdminAchievement, membersMessages } from '@podium/shared/members/schemas';
import { useIsMutating } from '@tanstack/react-query';
import { AddButton } from '@/components/buttons/AddButton.tsx';
import { ConfirmDeleteDialog } from '@/components/dialog/ConfirmDeleteDialog.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { useEditDialogs } from '@/components/dialog/use-edit-dialogs.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
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
            <EmptyState
              size="panel"
              title="No achievements yet"
              description="Add one with what unlocks it: friends, level, points earned, predictions or raffle entries."
            />
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

      <Dialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title={editing ? `Edit ${editing.title}` : 'Add achievement'}
        description="Shown on members' profiles, in its category."
        busy={saving}
        size="lg"
      >
        <AchievementForm achievement={editing} onDone={dialogs.close} />
      </Dialog>

      <ConfirmDeleteDialog
        dialogs={dialogs}
        remove={remove}
        title="Delete achievement?"
        confirmLabel="Delete achievement"
        deletedMessage={membersMessages.achievementDeleted}
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
