import { vipMessages } from '@podium/shared/vip/messages';
import type { AdminVip, AdminVipTier } from '@podium/shared/vip/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useMoveRow } from '@/components/admin/use-move-row.ts';
import { Tabs } from '@/components/Tabs.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { saveTierKey, useAdminVip } from './api/get-admin-vip.ts';
import { useReorderTiers } from './api/reorder-tiers.ts';
import { useSetTierRetired } from './api/set-tier-retired.ts';
import { casinoSlotLabel } from './casino-slot.ts';
import { TierForm } from './TierForm.tsx';
import { TierRow } from './TierRow.tsx';

type Platform = AdminVip['platforms'][number];

const words: AdminListWords = {
  title: 'VIP tiers',
  intro:
    'Rewards members claim once, when their lifetime wager on a platform reaches a tier. Retired tiers are hidden from members; their claims stay.',
  what: 'VIP tiers',
  add: 'Add tier',
  list: 'Platforms',
  empty: {
    title: 'No platforms yet',
    description: 'VIP tiers belong to a platform: add a leaderboard first.',
  },
};

/** Admin › VIP tiers: each platform's tiers in order (create, edit, reorder, retire, restore). */
export function VipTiersAdminPage() {
  const query = useAdminVip();
  const [selected, setSelected] = useState<string | null>(null);
  const dialogs = useEditDialogs<AdminVipTier, 'edit'>();
  const platforms = query.data?.platforms ?? [];
  const current = platforms.find((p) => String(p.id) === selected) ?? platforms[0];

  return (
    <AdminListSection
      // Tiers are added to the platform on show: none without one.
      words={current ? words : { ...words, add: undefined }}
      query={query}
      dialogs={dialogs}
      render={(data) =>
        current ? (
          <Tabs
            label={words.list}
            value={String(current.id)}
            onValueChange={setSelected}
            tabs={data.platforms.map((p) => ({
              value: String(p.id),
              label: p.name,
              panel: (
                <PlatformTiers
                  platform={p}
                  tiers={data.tiers.filter((t) => t.platform_id === p.id)}
                  onEdit={(t) => dialogs.open('edit', t)}
                />
              ),
            }))}
          />
        ) : null
      }
      form={{
        title: (editing) => (editing ? `Edit ${editing.name}` : `Add a ${current?.name ?? ''} tier`),
        description: 'Members see the name, description, required wager and reward on the VIP page.',
        saveKey: saveTierKey,
        render: (editing) => (
          <TierForm
            tier={editing}
            platformId={editing?.platform_id ?? current?.id ?? 0}
            onDone={dialogs.close}
          />
        ),
      }}
    />
  );
}

interface PlatformTiersProps {
  platform: Platform;
  tiers: AdminVipTier[];
  onEdit: (tier: AdminVipTier) => void;
}

function PlatformTiers({ platform, tiers, onEdit }: PlatformTiersProps) {
  const label = casinoSlotLabel(platform.casino_slot, useSettings().data);
  const reorder = useReorderTiers();
  const retire = useSetTierRetired();
  const live = tiers.filter((t) => t.retired_at === null).sort((a, b) => a.sort_order - b.sort_order);
  const retired = tiers.filter((t) => t.retired_at !== null);
  const busy = reorder.isPending || retire.isPending;
  const move = useMoveRow(
    live.map((t) => t.id),
    'vip-tier',
    (ids, options) => reorder.mutate({ platform_id: platform.id, ids }, options),
  );
  const toggle = (tier: AdminVipTier) => {
    const retiring = tier.retired_at === null;
    retire.mutate(
      { id: tier.id, retired: retiring },
      {
        onSuccess: (envelope) =>
          toast.success(envelope.message ?? (retiring ? vipMessages.tierRetired : vipMessages.tierRestored)),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };
  const row = (tier: AdminVipTier, index: number | null) => (
    <TierRow
      key={tier.id}
      tier={tier}
      place={index === null ? null : { isFirst: index === 0, isLast: index === live.length - 1 }}
      busy={busy}
      onEdit={() => onEdit(tier)}
      onRetire={() => toggle(tier)}
      onMove={(direction) => move(tier.id, direction)}
    />
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-400">
        {label
          ? `Members are matched on ${platform.name} by their "${label}" from Settings.`
          : `No casino username is chosen for ${platform.name}: members' wagers there count only once one is set under Leaderboards.`}
      </p>
      {live.length === 0 ? (
        <AdminEmptyState title="No tiers yet" description={`Add ${platform.name}'s first tier.`} />
      ) : (
        <ol className="space-y-3" aria-label={`${platform.name} tiers in order`}>
          {live.map((tier, index) => row(tier, index))}
        </ol>
      )}
      {retired.length > 0 ? (
        <ul className="space-y-3" aria-label={`${platform.name} retired tiers`}>
          {retired.map((tier) => row(tier, null))}
        </ul>
      ) : null}
    </div>
  );
}
