import type { AdminAchievement } from '@podium/shared/members';
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
import { AchievementForm } from './AchievementForm.tsx';
import { AchievementRow } from './AchievementRow.tsx';
import { useDeleteAchievement } from './api/delete-achievement.ts';
import { saveAchievementKey, useAdminAchievements } from './api/get-admin-achievements.ts';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; achievement: AdminAchievement }
  | { kind: 'delete'; achievement: AdminAchievement }
  | null;

/** The achievement catalogue: what each one is, what unlocks it, and how many members have it. */
export function AchievementsPage() {
  const query = useAdminAchievements();
  const [dialog, setDialog] = useState<DialogState>(null);
  const saving = useIsMutating({ mutationKey: saveAchievementKey }) > 0;
  const addRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const remove = useDeleteAchievement();
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Achievements"
        titleId="admin-section-title"
        action={
          <button
            ref={addRef}
            type="button"
            className={buttonClass('primary')}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <PlusIcon /> Add achievement
          </button>
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
                  onEdit={() => setDialog({ kind: 'edit', achievement })}
                  onDelete={() => setDialog({ kind: 'delete', achievement })}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <AdminDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog?.kind === 'edit' ? `Edit ${dialog.achievement.title}` : 'Add achievement'}
        description="Shown on members' profiles, in its category."
        busy={saving}
        size="lg"
      >
        <AchievementForm achievement={dialog?.kind === 'edit' ? dialog.achievement : null} onDone={close} />
      </AdminDialog>

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete achievement?"
        confirmLabel="Delete achievement"
        pending={remove.isPending}
        returnFocusTo={() => {
          const target = deleted.current ? addRef.current : null;
          deleted.current = false;
          return target;
        }}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.achievement.id, {
            onSuccess: (envelope) => {
              deleted.current = true;
              toast.success(envelope.message ?? 'Achievement deleted');
              close();
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      >
        {dialog?.kind === 'delete' ? (
          <p>
            <strong className="text-white">{dialog.achievement.title}</strong> leaves the catalogue and every
            member who unlocked it ({dialog.achievement.unlock_count.toLocaleString('en-US')}) loses it. This
            cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
