import type { LeaderboardPlatform } from '@podium/shared/leaderboard';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

interface PlatformTabsProps {
  platforms: readonly LeaderboardPlatform[];
  value: string;
  onValueChange: (slug: string) => void;
  renderPanel: (platform: LeaderboardPlatform) => ReactNode;
}

/** One tab per platform (arrow keys move between them); only the selected panel is rendered. */
export function PlatformTabs({ platforms, value, onValueChange, renderPanel }: PlatformTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={onValueChange} className="flex flex-col gap-8">
      <Tabs.List
        aria-label="Leaderboard platforms"
        className="mx-auto flex max-w-full gap-1 overflow-x-auto rounded-2xl border border-white/10 bg-slate-950/60 p-1.5"
      >
        {platforms.map((p) => (
          <Tabs.Trigger
            key={p.slug}
            value={p.slug}
            className="flex shrink-0 items-center gap-2 rounded-xl px-4 py-2 text-sm font-bold text-slate-400 transition-colors hover:text-white data-[state=active]:bg-linear-to-r data-[state=active]:from-secondary data-[state=active]:to-primary data-[state=active]:text-white data-[state=active]:shadow-lg data-[state=active]:shadow-secondary/30 sm:px-6"
          >
            {p.name}
            {p.is_paused ? (
              <span className="rounded-full bg-amber-400/20 px-1.5 py-0.5 text-[0.6rem] font-bold text-amber-200">
                Paused
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {platforms.map((p) => (
        <Tabs.Content key={p.slug} value={p.slug} className="rounded-2xl">
          {renderPanel(p)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
