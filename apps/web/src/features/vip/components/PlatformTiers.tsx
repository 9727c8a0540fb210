import { vipMessages } from '@podium/shared/vip/messages';
import type { VipPlatformTiers } from '@podium/shared/vip/schemas';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Tabs } from '@/components/Tabs.tsx';
import { TierTable } from './TierTable.tsx';

/** SPEC §2: a tab per platform (the first selected), each with its tier table; or 'No VIP Tiers Available'. */
export function PlatformTiers({ platforms }: { platforms: Record<string, VipPlatformTiers> }) {
  const names = Object.keys(platforms);
  const [selected, setSelected] = useState<string | null>(null);
  if (names.length === 0) {
    return (
      <EmptyState
        title={vipMessages.noTiers}
        description="VIP tiers for our partner casinos will show up here."
      />
    );
  }
  const value = selected !== null && names.includes(selected) ? selected : names[0]!;
  return (
    <Tabs
      label="Platforms"
      value={value}
      onValueChange={setSelected}
      tabs={names.map((name) => {
        const tab = platforms[name]!;
        return {
          value: name,
          label: (
            <>
              {tab.platform.image ? (
                <img src={tab.platform.image} alt="" className="size-5 rounded object-contain" />
              ) : null}
              {name}
            </>
          ),
          panel: <TierTable tab={tab} />,
        };
      })}
    />
  );
}
