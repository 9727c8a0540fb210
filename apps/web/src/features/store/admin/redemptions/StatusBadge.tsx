import type { RedemptionStatus } from '@podium/shared/store/schemas';
import { StatusBadge as AdminBadge, type BadgeTone } from '@/components/admin/StatusBadge.tsx';
import { statusLabels } from './labels.ts';

const tone: Record<RedemptionStatus, BadgeTone> = {
  pending: 'amber',
  processed: 'emerald',
  refunded: 'neutral',
  payout: 'neutral',
};

export function StatusBadge({ status }: { status: RedemptionStatus }) {
  return <AdminBadge tone={tone[status]}>{statusLabels[status]}</AdminBadge>;
}
