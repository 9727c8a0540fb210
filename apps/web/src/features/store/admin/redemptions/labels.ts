import type { RedemptionStatus } from '@podium/shared/store/schemas';
import { queueStatuses } from '@podium/shared/store/schemas';

export const statusLabels: Record<RedemptionStatus, string> = {
  pending: 'Pending',
  processed: 'Processed',
  refunded: 'Refunded',
  payout: 'In the payout queue',
};

/** The status filter: one status, or 'all'. Pending is the default (the work still to do). */
export type StatusFilter = (typeof queueStatuses)[number] | 'all';
export const DEFAULT_STATUS_FILTER: StatusFilter = 'pending';

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  ...queueStatuses.map((value) => ({ value, label: statusLabels[value] })),
  { value: 'all', label: 'All statuses' },
];

export const parseStatusFilter = (value: string | null): StatusFilter =>
  statusFilterOptions.find((o) => o.value === value)?.value ?? DEFAULT_STATUS_FILTER;
