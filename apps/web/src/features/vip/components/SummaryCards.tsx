import { formatMoney } from '@podium/shared/common/money';
import type { VipRewards } from '@podium/shared/vip/schemas';
import type { ReactNode } from 'react';
import { CrownIcon, TrophyIcon } from '@/components/icons/feature-icons.tsx';
import { formatNumber } from '@/lib/format.ts';
import { CoinsIcon } from './icons.tsx';

function Card({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-card p-5">
      <dt className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
        <span aria-hidden="true" className="rounded-xl bg-primary/15 p-2.5 text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate text-2xl font-black text-white tabular-nums">{value}</dd>
    </div>
  );
}

/** SPEC §2: Total Wagered, Favorite Platform (or N/A) and Total Claimed. */
export function SummaryCards({ stats }: { stats: VipRewards['user_stats'] }) {
  return (
    <section aria-label="Your VIP summary">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Card
          label="Total Wagered"
          value={formatMoney(stats.total_wagered, '$', 0)}
          icon={<CoinsIcon size={24} />}
        />
        <Card
          label="Favorite Platform"
          value={stats.favorite_platform?.name ?? 'N/A'}
          icon={<CrownIcon size={24} />}
        />
        <Card
          label="Total Claimed"
          value={formatNumber(stats.total_claimed)}
          icon={<TrophyIcon size={24} />}
        />
      </dl>
    </section>
  );
}
