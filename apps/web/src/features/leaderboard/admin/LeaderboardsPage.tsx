import { type AdminPlatform, leaderboardMessages } from '@podium/shared/leaderboard/schemas';
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
import { type Direction, moveId } from '@/lib/reorder.ts';
import { useFollowFocus } from '@/lib/use-follow-focus.ts';
import { useNow } from '@/lib/use-now.ts';
import { useDeleteLeaderboard } from './api/delete-leaderboard.ts';
import { saveLeaderboardKey, useAdminLeaderboards } from './api/get-admin-leaderboards.ts';
import { useReorderLeaderboards } from './api/reorder-leaderboards.ts';
import { LeaderboardForm } from './LeaderboardForm.tsx';
import { type LeaderboardAction, LeaderboardRow } from './LeaderboardRow.tsx';
import { NewPeriodForm } from './NewPeriodForm.tsx';
import { PeriodEndForm } from './PeriodEndForm.tsx';

export function LeaderboardsPage() {
  const query = useAdminLeaderboards();
  const dialogs = useEditDialogs<AdminPlatform, LeaderboardAction>();
  const saving = useIsMutating({ mutationKey: saveLeaderboardKey }) > 0;
  const remove = useDeleteLeaderboard();
  const reorder = useReorderLeaderboards();
  const now = useNow(30_000);
  const ids = query.data?.map((p) => p.id) ?? [];
  const followFocus = useFollowFocus(ids.join(','));

  const move = (platform: AdminPlatform, direction: Direction) => {
    const next = moveId(ids, platform.id, direction);
    if (!next) return;
    followFocus(`leaderboard-${platform.id}`, direction);
    reorder.mutate(next, { onError: (error) => toast.error(errorMessage(error)) });
  };
  const editing = dialogs.target;

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Leaderboards"
        titleId="admin-section-title"
        action={
          <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
            Add leaderboard
          </AddButton>
        }
      >
        Wager leaderboards per casino platform: prizes, periods and pauses. Tabs on the public board follow
        this order.
      </SectionHeader>
      <QueryState query={query} what="leaderboards">
        {(platforms) =>
          platforms.length === 0 ? (
            <EmptyState
              size="panel"
              title="No leaderboards yet"
              description="Add a platform to open its first period; the public leaderboard shows it at once."
            />
          ) : (
            <ol className="space-y-3" aria-label="Leaderboards in display order">
              {platforms.map((platform, index) => (
                <LeaderboardRow
                  key={platform.id}
                  platform={platform}
                  position={index + 1}
                  count={platforms.length}
                  now={now}
                  onAction={(kind) => dialogs.open(kind, platform)}
                  onMove={(direction) => move(platform, direction)}
                />
              ))}
            </ol>
          )
        }
      </QueryState>

      <Dialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title={editing ? `Edit ${editing.name}` : 'Add leaderboard'}
        description="Name, timeframe, prizes by rank and pause state."
        busy={saving}
        size="lg"
      >
        <LeaderboardForm platform={dialogs.kind === 'edit' ? editing : null} onDone={dialogs.close} />
      </Dialog>

      <Dialog
        open={dialogs.kind === 'period-end'}
        onOpenChange={dialogs.onOpenChange}
        title={`Set period end: ${editing?.name ?? ''}`}
        busy={saving}
      >
        {editing ? <PeriodEndForm platform={editing} onDone={dialogs.close} /> : null}
      </Dialog>

      <Dialog
        open={dialogs.kind === 'new-period'}
        onOpenChange={dialogs.onOpenChange}
        title={`Start new period: ${editing?.name ?? ''}`}
        busy={saving}
      >
        {editing ? <NewPeriodForm platform={editing} onDone={dialogs.close} /> : null}
      </Dialog>

      <ConfirmDeleteDialog
        dialogs={dialogs}
        remove={remove}
        title="Delete leaderboard?"
        confirmLabel="Delete leaderboard"
        deletedMessage={leaderboardMessages.deleted}
      >
        {(platform) => (
          <p>
            <strong className="text-white">{platform.name}</strong> and all its periods and wagers will be
            deleted. This cannot be undone.
          </p>
        )}
      </ConfirmDeleteDialog>
    </section>
  );
}
