import { leaderboardMessages } from '@podium/shared/leaderboard/schemas';
import {
  DEMO_PROVIDER,
  type FeedProvider,
  isApiProvider,
  providerLabels,
} from '@podium/shared/wager-feeds/messages';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { AdminDate, adminDateText } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { PencilIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useSyncFeed } from './api/sync-feed.ts';
import { useTestConnection } from './api/test-connection.ts';
import { CsvUpload } from './CsvUpload.tsx';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-white/5 bg-slate-950/30 px-3 py-2">
      <dt className="text-[0.7rem] font-medium uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-200">{children}</dd>
    </div>
  );
}

const label = (provider: string) => providerLabels[provider as FeedProvider] ?? provider;

/** One board's feed: provider, key, sync status, and its actions. */
export function FeedCard({ feed, onEdit }: { feed: Feed; onEdit: () => void }) {
  const sync = useSyncFeed();
  const test = useTestConnection();
  const api = isApiProvider(feed.provider);
  const demo = feed.provider === DEMO_PROVIDER;
  // A connected casino says "Not synced yet" itself; any other board with nobody yet is told what to do.
  // An error is shown only while it is the latest word: a later success makes it stale (the server
  // clears it too).
  const empty = feed.current_period?.players === 0 && !(api && feed.key_set);
  const failing =
    feed.last_error_at !== null && (feed.last_synced_at === null || feed.last_error_at > feed.last_synced_at);

  const syncNow = () =>
    sync.mutate(feed.platform_id, {
      onSuccess: (envelope) => toast.success(envelope.message ?? 'Synced'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const testNow = () =>
    test.mutate(feed.platform_id, {
      onSuccess: ({ data }) =>
        data?.ok ? toast.success(data.message) : toast.error(data?.message ?? 'Failed'),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <li className={`${cardClass} p-4 sm:p-5`} aria-labelledby={`feed-${feed.platform_id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`feed-${feed.platform_id}`} className="font-semibold text-white">
          {feed.platform_name}
        </h3>
        <StatusBadge tone={api ? 'sky' : demo ? 'amber' : 'neutral'}>{label(feed.provider)}</StatusBadge>
        {api ? (
          failing ? (
            <StatusBadge tone="rose">Failing</StatusBadge>
          ) : feed.last_synced_at ? (
            <StatusBadge tone="emerald">Synced</StatusBadge>
          ) : (
            <StatusBadge tone="amber">Not synced yet</StatusBadge>
          )
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Stat label="Last synced">{feed.last_synced_at ? adminDateText(feed.last_synced_at) : 'Never'}</Stat>
        <Stat label="Players">{feed.last_rows ?? feed.current_period?.players ?? '—'}</Stat>
        <Stat label="API key">
          {api ? (feed.key_set ? `Set (…${feed.key_last4 ?? ''})` : 'Not set') : '—'}
        </Stat>
        <Stat label="Next sync">{feed.next_sync_at ? adminDateText(feed.next_sync_at) : '—'}</Stat>
      </dl>
      {demo ? (
        <p className="mt-3 rounded-xl border border-amber-400/20 bg-amber-400/5 px-3 py-2 text-sm text-amber-100">
          Demo: these players are invented, not real wagers. Choose a casino or CSV upload in Settings to show
          real ones.
        </p>
      ) : null}
      {empty ? (
        <p className="mt-3 rounded-xl border border-white/10 px-3 py-2 text-sm text-slate-300">
          {leaderboardMessages.noWagers}
        </p>
      ) : null}
      {failing && feed.last_error ? (
        <p className="mt-3 rounded-xl border border-rose-400/20 bg-rose-400/5 px-3 py-2 text-sm text-rose-100">
          <span className="font-medium">
            Last error
            {feed.last_error_at ? (
              <>
                {' ('}
                <AdminDate iso={feed.last_error_at} />)
              </>
            ) : null}
            :{' '}
          </span>
          {feed.last_error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onEdit}
          aria-label={`Feed settings for ${feed.platform_name}`}
        >
          <PencilIcon /> Settings
        </button>
        {api && feed.key_set ? (
          <>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={testNow}
              disabled={test.isPending}
              aria-label={`Test connection for ${feed.platform_name}`}
            >
              {test.isPending ? 'Testing…' : 'Test connection'}
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={syncNow}
              disabled={sync.isPending}
              aria-label={`Sync ${feed.platform_name} now`}
            >
              {sync.isPending ? 'Syncing…' : 'Sync now'}
            </button>
          </>
        ) : null}
        {feed.provider === 'csv' ? <CsvUpload feed={feed} /> : null}
      </div>
    </li>
  );
}
