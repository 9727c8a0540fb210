import type { LeaderboardPlatform } from '@podium/shared/leaderboard/schemas';
import type { ReactNode } from 'react';
import { Tabs } from '@/components/Tabs.tsx';

interface PlatformTabsProps {
  platforms: readonly LeaderboardPlatform[];
  value: string;
  onValueChange: (slug: string) => void;
  renderPanel: (platform: LeaderboardPlatform) => ReactNode;
}

/** One tab per platform, a paused one marked (arrow keys move between them); only the selected panel is mounted. */
export function PlatformTabs({ platforms, value, onValueChange, renderPanel }: PlatformTabsProps) {
  return (
    <Tabs
      label="Leaderboard platforms"
      align="center"
      value={value}
      onValueChange={onValueChange}
      tabs={platforms.map((p) => ({
        value: p.slug,
        label: (
          <>
            {p.name}
            {p.is_paused ? (
              <span className="rounded-full bg-amber-400/20 px-1.5 py-0.5 text-[0.6rem] font-bold text-amber-200">
                Paused
              </span>
            ) : null}
          </>
        ),
        panel: renderPanel(p),
      }))}
    />
  );
}
