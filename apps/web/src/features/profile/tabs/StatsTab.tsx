import { rankOrDefault } from '@podium/shared/points/levels';
import type { Profile } from '@podium/shared/profile/schemas';
import { Panel } from '@/components/Panel.tsx';
import { StatTile } from '@/features/profile/components/StatTile.tsx';
import { formatNumber } from '@/lib/format.ts';
import { PointsHistory } from './PointsHistory.tsx';

/** Stats: prediction, community and achievement cards; the own profile adds its Points History. */
export function StatsTab({ profile }: { profile: Profile }) {
  const total = profile.achievements.length;
  const unlocked = profile.achievements_count;
  const percent = total > 0 ? Math.round((unlocked / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-3">
        <Panel title="Predictions">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-1">
            <StatTile label="Bonus Hunt Predictions" value={formatNumber(profile.bonus_hunt_predictions)} />
            <StatTile label="Tournament Predictions" value={formatNumber(profile.tournament_predictions)} />
          </dl>
        </Panel>
        <Panel title="Community">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-1">
            <StatTile label="Raffle Entries" value={formatNumber(profile.raffle_entries)} />
            <StatTile label="Friends" value={formatNumber(profile.friends_count)} />
            <StatTile label="Rank" value={`#${rankOrDefault(profile.rank)}`} />
          </dl>
        </Panel>
        <Panel title="Achievements">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-1">
            <StatTile label="Unlocked" value={`${formatNumber(unlocked)} / ${formatNumber(total)}`} />
            <StatTile label="Completion" value={`${percent}%`} />
          </dl>
        </Panel>
      </div>
      {profile.is_own_profile ? <PointsHistory /> : null}
    </div>
  );
}
