import type { AdminPlatform } from '@podium/shared/leaderboard';
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
import { type Direction, moveId } from '../lib/reorder.ts';
import { useFollowFocus } from '../lib/use-follow-focus.ts';
import { useNow } from '../lib/use-now.ts';
import { useDeleteLeaderboard } from './api/delete-leaderboard.ts';
import { saveLeaderboardKey, useAdminLeaderboards } from './api/get-admin-leaderboards.ts';
import { useReorderLeaderboards } from './api/reorder-leaderboards.ts';
import { LeaderboardForm } from './LeaderboardForm.tsx';
import { type LeaderboardAction, LeaderboardRow } from './LeaderboardRow.tsx';
import { NewPeriodForm } from './NewPeriodForm.tsx';
import { PeriodEndForm } from './PeriodEndForm.tsx';

type DialogState = { kind: 'create' } | { kind: LeaderboardAction; platform: AdminPlatform } | null;

export function LeaderboardsPage() {
  const query = useAdminLeaderboards();
  const [dialog, setDialog] = useState<DialogState>(null);
  const saving = useIsMutating({ mutationKey: saveLeaderboardKey }) > 0;
  const addRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const remove = useDeleteLeaderboard();
  const reorder = useReorderLeaderboards();
  const now = useNow(30_000);
  const ids = query.data?.map((p) => p.id) ?? [];
  const followFocus = useFollowFocus(ids.join(','));

  const close = () => setDialog(null);
  const onOpenChange = (open: boolean) => (open ? undefined : close());
  const move = (platform: AdminPlatform, direction: Direction) => {
    const next = moveId(ids, platform.id, direction);
    if (!next) return;
    followFocus(`leaderboard-${platform.id}`, direction);
    reorder.mutate(next, { onError: (error) => toast.error(errorMessage(error)) });
  };
  const editing = dialog && dialog.kind !== 'create' ? dialog.platform : null;

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Leaderboards"
        titleId="admin-section-title"
        action={
          <button
            ref={addRef}
            type="button"
            className={buttonClass('primary')}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <PlusIcon /> Add leaderboard
          </button>
        }
      >
        Wager leaderboards per casino platform: prizes, periods and pauses. Tabs on the public board follow
        this order.
      </SectionHeader>
      <QueryState query={query} what="leaderboards">
        {(platforms) =>
          platforms.length === 0 ? (
            <EmptyState title="No leaderboards yet">
              Add a platform to open its first period; the public leaderboard shows it at once.
            </EmptyState>
          ) : (
            <ol className="space-y-3" aria-label="Leaderboards in display order">
              {platforms.map((platform, index) => (
                <LeaderboardRow
                  key={platform.id}
                  platform={platform}
                  position={index + 1}
                  count={platforms.length}
                  now={now}
                  onAction={(kind) => setDialog({ kind, platform })}
                  onMove={(direction) => move(platform, direction)}
                />
              ))}
            </ol>
          )
        }
      </QueryState>

      <AdminDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={onOpenChange}
        title={editing ? `Edit ${editing.name}` : 'Add leaderboard'}
        description="Name, timeframe, prizes by rank and pause state."
        busy={saving}
        size="lg"
      >
        <LeaderboardForm platform={dialog?.kind === 'edit' ? editing : null} onDone={close} />
      </AdminDialog>

      <AdminDialog
        open={dialog?.kind === 'period-end'}
        onOpenChange={onOpenChange}
        title={`Set period end: ${editing?.name ?? ''}`}
        busy={saving}
      >
        {editing ? <PeriodEndForm platform={editing} onDone={close} /> : null}
      </AdminDialog>

      <AdminDialog
        open={dialog?.kind === 'new-period'}
        onOpenChange={onOpenChange}
        title={`Start new period: ${editing?.name ?? ''}`}
        busy={saving}
      >
        {editing ? <NewPeriodForm platform={editing} onDone={close} /> : null}
      </AdminDialog>

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={onOpenChange}
        title="Delete leaderboard?"
        confirmLabel="Delete leaderboard"
        pending={remove.isPending}
        returnFocusTo={() => {
          // The deleted row's button is gone: focus the section's main action instead.
          const target = deleted.current ? addRef.current : null;
          deleted.current = false;
          return target;
        }}
        onConfirm={() => {
          if (!editing) return;
          remove.mutate(editing.id, {
            onSuccess: (envelope) => {
              deleted.current = true;
              toast.success(envelope.message ?? 'Leaderboard deleted');
              close();
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      >
        {editing ? (
          <p>
            <strong className="text-white">{editing.name}</strong> and all its periods and wagers will be
            deleted. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
