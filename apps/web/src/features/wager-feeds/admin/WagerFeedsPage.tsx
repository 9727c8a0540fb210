import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { useEditDialogs } from '@/components/dialog/use-edit-dialogs.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { useWagerFeeds, useWagerFeedsLive } from './api/wager-feeds.ts';
import { FeedCard } from './FeedCard.tsx';
import { FeedSettingsForm } from './FeedSettingsForm.tsx';

/** Admin: where each leaderboard's wagers come from — a casino API, a CSV upload or (demo sites) the demo. */
export function WagerFeedsPage() {
  const query = useWagerFeeds();
  useWagerFeedsLive();
  const dialogs = useEditDialogs<Feed, 'settings'>();
  const editing = dialogs.target;

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Wager feeds" titleId="admin-section-title">
        Where each leaderboard's wagers come from. Casino APIs sync on their own every few minutes; the
        leaderboard, VIP progress and wager raffles all read the same wagers.
      </SectionHeader>
      <QueryState query={query} what="wager feeds">
        {(feeds) =>
          feeds.length === 0 ? (
            <EmptyState
              size="panel"
              title="No leaderboards yet"
              description="Add a leaderboard first; its wager feed is set here."
            />
          ) : (
            <ul className="space-y-3" aria-label="Wager feeds">
              {feeds.map((feed) => (
                <FeedCard key={feed.platform_id} feed={feed} onEdit={() => dialogs.open('settings', feed)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog
        open={dialogs.kind === 'settings'}
        onOpenChange={dialogs.onOpenChange}
        title={`Wager feed: ${editing?.platform_name ?? ''}`}
        description="The provider, and its API key where it has one."
      >
        {editing ? <FeedSettingsForm feed={editing} onDone={dialogs.close} /> : null}
      </Dialog>
    </section>
  );
}
