import type { Profile } from '@podium/shared/members';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { AchievementsTab } from '../tabs/AchievementsTab.tsx';
import { FriendsTab } from '../tabs/FriendsTab.tsx';
import { OverviewTab } from '../tabs/OverviewTab.tsx';
import { StatsTab } from '../tabs/StatsTab.tsx';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'stats', label: 'Stats' },
  { value: 'achievements', label: 'Achievements' },
  { value: 'friends', label: 'Friends' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** SPEC §2: four tabs, overview first; arrow keys move between them. */
export function ProfileTabs({ profile, signedIn }: { profile: Profile; signedIn: boolean }) {
  const [tab, setTab] = useState<TabValue>('overview');
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabValue)} className="flex flex-col gap-6">
      <Tabs.List
        aria-label="Profile sections"
        className="flex gap-1 rounded-2xl border border-white/10 bg-slate-950/60 p-1.5 sm:self-start"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="flex-auto rounded-xl px-2 py-2 text-xs font-bold text-slate-400 transition-colors hover:text-white data-[state=active]:bg-linear-to-r data-[state=active]:from-secondary data-[state=active]:to-primary data-[state=active]:text-white sm:flex-none sm:px-5 sm:text-sm"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="rounded-2xl">
        <OverviewTab profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="stats" className="rounded-2xl">
        <StatsTab profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="achievements" className="rounded-2xl">
        <AchievementsTab profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="friends" className="rounded-2xl">
        <FriendsTab profile={profile} signedIn={signedIn} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
