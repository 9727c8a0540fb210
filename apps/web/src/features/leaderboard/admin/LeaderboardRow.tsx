import { formatMoney } from '@podium/shared/common/money';
import { type AdminPlatform, leaderboardMessages } from '@podium/shared/leaderboard/schemas';
import { DEMO_PROVIDER } from '@podium/shared/wager-feeds/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminDate, adminDateText } from '@/components/admin/AdminDate.tsx';
import { ReorderButtons } from '@/components/admin/ReorderButtons.tsx';
import { DeleteButton, EditButton } from '@/components/admin/RowButtons.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { ClockIcon, PlayIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import type { Direction } from '@/lib/reorder.ts';
import { periodStatus, timeframeLabels } from './period-text.ts';

export type LeaderboardAction = 'edit' | 'period-end' | 'new-period' | 'delete';

interface LeaderboardRowProps {
  platform: AdminPlatform;
  position: number;
  count: number;
  now: number;
  onAction: (action: LeaderboardAction) => void;
  onMove: (direction: Direction) => void;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-white/5 bg-slate-950/30 px-3 py-2">
      <dt className="text-[0.7rem] font-medium uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-200">{children}</dd>
    </div>
  );
}

/** Where a board's wagers come from is set in the wager feeds section. */
const feedsHref = `${ADMIN_BASE}/wager-feeds`;

/** A line under the stats: what the admin should know about the board's players (decision 033). */
function Notice({ tone, children }: { tone: 'amber' | 'neutral'; children: ReactNode }) {
  const colours =
    tone === 'amber' ? 'border-amber-400/20 bg-amber-400/5 text-amber-100' : 'border-white/10 text-slate-300';
  return <p className={`mt-3 rounded-xl border px-3 py-2 text-sm ${colours}`}>{children}</p>;
}

export function LeaderboardRow({ platform, position, count, now, onAction, onMove }: LeaderboardRowProps) {
  const period = platform.current_period;
  const demo = platform.provider === DEMO_PROVIDER;
  const status = period ? periodStatus(period, now) : null;
  const total = platform.prizes.reduce((sum, p) => sum + p, 0);
  const ranks = platform.prizes.length;
  return (
    <li className={`${cardClass} p-4 sm:p-5`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className="mt-0.5 w-6 shrink-0 text-center text-sm font-semibold text-slate-500"
            aria-hidden="true"
          >
            {position}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-white">{platform.name}</h3>
              <StatusBadge>{timeframeLabels[platform.timeframe]}</StatusBadge>
              {platform.is_paused ? (
                <StatusBadge tone="amber">Paused</StatusBadge>
              ) : demo ? null : (
                <StatusBadge tone="emerald">Live</StatusBadge>
              )}
              {demo ? <StatusBadge tone="amber">Demo</StatusBadge> : null}
            </div>
            <p className="mt-0.5 font-mono text-xs text-slate-400">{platform.slug}</p>
          </div>
        </div>
        <ReorderButtons
          idPrefix={`leaderboard-${platform.id}`}
          name={platform.name}
          isFirst={position === 1}
          isLast={position === count}
          disabled={count < 2}
          onMove={onMove}
        />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Stat label="Current period">
          {period && status ? (
            <span
              className={status.ended ? 'text-rose-300' : 'text-emerald-300'}
              title={adminDateText(period.ends_at)}
            >
              {status.text}
            </span>
          ) : (
            <span className="text-slate-500">No period</span>
          )}
        </Stat>
        <Stat label="Period ends">{period ? <AdminDate iso={period.ends_at} /> : '—'}</Stat>
        <Stat label="Players">{period ? period.players : '—'}</Stat>
        <Stat label="Total prizes">
          {formatMoney(total, platform.currency_symbol)}
          <span className="block text-xs text-slate-500">
            {ranks === 0 ? 'No prizes' : `${ranks} prize${ranks === 1 ? '' : 's'} by rank`}
          </span>
        </Stat>
      </dl>

      {demo ? (
        <Notice tone="amber">
          Demo data: its players are invented, not real wagers.{' '}
          <Link to={feedsHref} className="font-medium text-amber-200 underline underline-offset-2">
            Choose its wager feed
          </Link>{' '}
          to show real ones.
        </Notice>
      ) : null}
      {period && period.players === 0 ? (
        <Notice tone="neutral">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span>{leaderboardMessages.noWagers}</span>
            <Link to={feedsHref} className="font-medium text-accent underline underline-offset-2">
              Open wager feeds
            </Link>
          </span>
        </Notice>
      ) : null}

      {platform.is_paused && platform.pause_message ? (
        <p className="mt-3 rounded-xl border border-amber-400/20 bg-amber-400/5 px-3 py-2 text-sm text-amber-100">
          <span className="font-medium text-amber-300">Pause message: </span>
          {platform.pause_message}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <EditButton name={platform.name} onClick={() => onAction('edit')} />
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onAction('period-end')}
          disabled={!period}
          aria-label={`Set period end for ${platform.name}`}
        >
          <ClockIcon /> Set period end
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onAction('new-period')}
          aria-label={`Start new period for ${platform.name}`}
        >
          <PlayIcon /> Start new period
        </button>
        <Link
          to={`${ADMIN_BASE}/leaderboard-periods?board=${platform.id}`}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Past periods of ${platform.name}`}
        >
          Past periods
        </Link>
        <DeleteButton name={platform.name} onClick={() => onAction('delete')} className="sm:ml-auto" />
      </div>
    </li>
  );
}
