import { vipErrors } from '@podium/shared/vip/errors';
import { vipMessages } from '@podium/shared/vip/messages';
import type { VipPlatformTiers } from '@podium/shared/vip/schemas';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { SafeImage } from '@/components/SafeImage.tsx';
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
                <SafeImage
                  src={tab.platform.image}
                  alt=""
                  width={20}
                  height={20}
                  className="size-5 rounded object-contain"
                />
              ) : null}
              {name}
            </>
          ),
          panel: (
            <>
              <AccountNotice tab={tab} />
              <TierTable tab={tab} />
            </>
          ),
        };
      })}
    />
  );
}

/** The member's casino account there, when it does not earn yet (decision 042): why, in words. */
function AccountNotice({ tab }: { tab: VipPlatformTiers }) {
  const account = tab.casino_account;
  if (!account || account.status === 'verified') return null;
  const words =
    account.status === 'pending'
      ? vipErrors.accountPending.message(tab.platform.name)
      : `${vipErrors.accountRefused.message(tab.platform.name)}${account.refusal_reason ? ` (${account.refusal_reason})` : ''}`;
  return (
    <p
      role="status"
      className="mb-3 rounded-xl border border-sky-400/30 bg-sky-400/10 px-4 py-3 text-sm text-sky-100"
    >
      {words}
    </p>
  );
}
