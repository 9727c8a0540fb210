import type { Profile } from '@podium/shared/profile/schemas';
import { useState } from 'react';
import { Tabs } from '@/components/Tabs.tsx';
import { AchievementsTab } from '@/features/profile/tabs/AchievementsTab.tsx';
import { FriendsTab } from '@/features/profile/tabs/FriendsTab.tsx';
import { OverviewTab } from '@/features/profile/tabs/OverviewTab.tsx';
import { StatsTab } from '@/features/profile/tabs/StatsTab.tsx';

type TabValue = 'overview' | 'stats' | 'achievements' | 'friends';

/** SPEC §2: four tabs, overview first; arrow keys move between them. */
export function ProfileTabs({ profile, signedIn }: { profile: Profile; signedIn: boolean }) {
  const [tab, setTab] = useState<TabValue>('overview');
  return (
    <Tabs
      label="Profile sections"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'overview', label: 'Overview', panel: <OverviewTab profile={profile} /> },
        { value: 'stats', label: 'Stats', panel: <StatsTab profile={profile} /> },
        { value: 'achievements', label: 'Achievements', panel: <AchievementsTab profile={profile} /> },
        { value: 'friends', label: 'Friends', panel: <FriendsTab profile={profile} signedIn={signedIn} /> },
      ]}
    />
  );
}
