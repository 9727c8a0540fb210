import { lastActiveLabel } from '@podium/shared/common/last-active';
import { rankOrDefault } from '@podium/shared/points/levels';
import type { Profile } from '@podium/shared/profile/schemas';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { AchievementIcon } from '@/features/profile/components/achievement-icons.tsx';
import { StatTile } from '@/features/profile/components/StatTile.tsx';
import { formatHuntBalance, formatMultiplier } from '@/features/profile/format.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { recentAchievements } from './recent-achievements.ts';

/** SPEC §9: the overview shows 3 activity items and 3 achievements. */
export const OVERVIEW_ITEMS = 3;

/** Overview: quick stats, activity history, member info and the latest achievements. */
export function OverviewTab({ profile }: { profile: Profile }) {
  const activity = profile.recent_activity.bonus_hunt_predictions.slice(0, OVERVIEW_ITEMS);
  const achievements = recentAchievements(profile.achievements, OVERVIEW_ITEMS);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Panel title="Quick Stats" className="lg:col-span-3">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label="Points" value={formatNumber(profile.points)} />
          <StatTile label="Level" value={String(profile.level)} />
          <StatTile label="Rank" value={`#${rankOrDefault(profile.rank)}`} />
          <StatTile label="Friends" value={formatNumber(profile.friends_count)} />
        </dl>
      </Panel>
      <Panel title="Activity History" className="lg:col-span-2">
        {activity.length === 0 ? (
          <EmptyNote>No recent activity yet.</EmptyNote>
        ) : (
          <ul className="flex flex-col gap-2">
            {activity.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-1 rounded-xl bg-slate-950/50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-semibold text-white">Bonus hunt prediction</p>
                  <p className="text-sm text-slate-400">
                    End balance {formatHuntBalance(a.predicted_end_balance)} · Highest multiplier{' '}
                    {formatMultiplier(a.predicted_highest_multiplier)}
                  </p>
                </div>
                <time dateTime={a.created_at} className="text-xs text-slate-400">
                  {formatDate(a.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Member Info">
        <dl className="flex flex-col gap-3 text-sm">
          <Info label="Member since" value={formatDate(profile.member_since)} />
          <Info label="Last active" value={lastActiveLabel(profile.last_active, Date.now())} />
          <Info label="Role" value={profile.role} />
          <Info label="Kick" value={profile.kick_username ?? 'Not connected'} />
        </dl>
      </Panel>
      <Panel title="Recent Achievements" className="lg:col-span-3">
        {achievements.length === 0 ? (
          <EmptyNote>No achievements unlocked yet.</EmptyNote>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {achievements.map((a) => (
              <li key={a.id} className="flex items-center gap-3 rounded-xl bg-slate-950/50 px-4 py-3">
                <span className="rounded-lg bg-primary/15 p-2 text-accent">
                  <AchievementIcon category={a.category} size={20} />
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">{a.title}</p>
                  <p className="text-xs text-slate-400">{formatDate(a.unlocked_at)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-400">{label}</dt>
      <dd className="truncate font-semibold text-white">{value}</dd>
    </div>
  );
}
