import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { RowDialog } from '@/components/admin/RowDialog.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useWagerFeeds, useWagerFeedsLive } from './api/get-wager-feeds.ts';
import { FeedCard } from './FeedCard.tsx';
import { FeedSettingsForm } from './FeedSettingsForm.tsx';

const words: AdminListWords = {
  title: 'Wager feeds',
  intro:
    "Where each leaderboard's wagers come from. Casino APIs sync on their own every few minutes; the leaderboard, VIP progress and wager raffles all read the same wagers.",
  what: 'wager feeds',
  list: 'Wager feeds',
  empty: {
    title: 'No leaderboards yet',
    description: 'Add a leaderboard first; its wager feed is set here.',
  },
};

/** Admin: where each leaderboard's wagers come from — a casino API, a CSV upload or (demo sites) the demo. */
export function WagerFeedsAdminPage() {
  const query = useWagerFeeds();
  useWagerFeedsLive();
  // A feed comes with its leaderboard: the section edits feeds, it adds none.
  const dialogs = useEditDialogs<Feed, 'settings'>();

  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(feed) => (
        <FeedCard key={feed.platform_id} feed={feed} onEdit={() => dialogs.open('settings', feed)} />
      )}
    >
      <RowDialog
        dialogs={dialogs}
        kind="settings"
        title={(feed) => `Wager feed: ${feed.platform_name}`}
        description="The provider, and its API key where it has one."
      >
        {(feed) => <FeedSettingsForm feed={feed} onDone={dialogs.close} />}
      </RowDialog>
    </AdminListSection>
  );
}
