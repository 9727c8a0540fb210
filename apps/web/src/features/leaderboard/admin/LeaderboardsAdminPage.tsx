import { type AdminPlatform, leaderboardMessages } from '@podium/shared/leaderboard/schemas';
import { useIsMutating } from '@tanstack/react-query';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { RowDialog } from '@/components/admin/RowDialog.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useMoveRow } from '@/components/admin/use-move-row.ts';
import { useNow } from '@/lib/use-now.ts';
import { useDeleteLeaderboard } from './api/delete-leaderboard.ts';
import { saveLeaderboardKey, useAdminLeaderboards } from './api/get-admin-leaderboards.ts';
import { useReorderLeaderboards } from './api/reorder-leaderboards.ts';
import { LeaderboardForm } from './LeaderboardForm.tsx';
import { type LeaderboardAction, LeaderboardRow } from './LeaderboardRow.tsx';
import { NewPeriodForm } from './NewPeriodForm.tsx';
import { PeriodEndForm } from './PeriodEndForm.tsx';

const words: AdminListWords = {
  title: 'Leaderboards',
  intro:
    'Wager leaderboards per casino platform: prizes, periods and pauses. Tabs on the public board follow this order.',
  what: 'leaderboards',
  add: 'Add leaderboard',
  list: 'Leaderboards in display order',
  empty: {
    title: 'No leaderboards yet',
    description: 'Add a platform to open its first period; the public leaderboard shows it at once.',
  },
};

/** Admin › Leaderboards: one per casino platform, in the public board's tab order. */
export function LeaderboardsAdminPage() {
  const query = useAdminLeaderboards();
  const dialogs = useEditDialogs<AdminPlatform, LeaderboardAction>();
  const saving = useIsMutating({ mutationKey: saveLeaderboardKey }) > 0;
  const remove = useDeleteLeaderboard();
  const reorder = useReorderLeaderboards();
  const now = useNow(30_000);
  const move = useMoveRow(query.data?.map((p) => p.id) ?? [], 'leaderboard', reorder.mutate);

  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      ordered
      row={(platform, { index, count }) => (
        <LeaderboardRow
          key={platform.id}
          platform={platform}
          position={index + 1}
          count={count}
          now={now}
          onAction={(kind) => dialogs.open(kind, platform)}
          onMove={(direction) => move(platform.id, direction)}
        />
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.name}` : 'Add leaderboard'),
        description: 'Name, timeframe, prizes by rank and pause state.',
        size: 'lg',
        saveKey: saveLeaderboardKey,
        render: (editing) => <LeaderboardForm platform={editing} onDone={dialogs.close} />,
      }}
      remove={{
        mutation: remove,
        title: 'Delete leaderboard?',
        confirmLabel: 'Delete leaderboard',
        deletedMessage: leaderboardMessages.deleted,
        body: (platform) => (
          <p>
            <strong className="text-white">{platform.name}</strong> and all its periods and wagers will be
            deleted. This cannot be undone.
          </p>
        ),
      }}
    >
      <RowDialog
        dialogs={dialogs}
        kind="period-end"
        title={(platform) => `Set period end: ${platform.name}`}
        busy={saving}
      >
        {(platform) => <PeriodEndForm platform={platform} onDone={dialogs.close} />}
      </RowDialog>
      <RowDialog
        dialogs={dialogs}
        kind="new-period"
        title={(platform) => `Start new period: ${platform.name}`}
        busy={saving}
      >
        {(platform) => <NewPeriodForm platform={platform} onDone={dialogs.close} />}
      </RowDialog>
    </AdminListSection>
  );
}
