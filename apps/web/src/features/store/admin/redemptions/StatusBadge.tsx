import type { RedemptionStatus } from '@podium/shared/store/schemas';
import { Pill, type PillTone } from '@/components/Pill.tsx';
import { statusLabels } from './labels.ts';

const tone: Record<RedemptionStatus, PillTone> = {
  pending: 'amber',
  processed: 'emerald',
  refunded: 'neutral',
  payout: 'neutral',
};

export function StatusBadge({ status }: { status: RedemptionStatus }) {
  return <Pill tone={tone[status]}>{statusLabels[status]}</Pill>;
}
