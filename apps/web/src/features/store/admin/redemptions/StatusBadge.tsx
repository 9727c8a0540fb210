import type { RedemptionStatus } from '@podium/shared/store';
import { statusLabels } from './labels.ts';

const tone: Record<RedemptionStatus, string> = {
  pending: 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
  processed: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30',
  refunded: 'bg-white/5 text-slate-300 ring-white/10',
};

export function StatusBadge({ status }: { status: RedemptionStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
