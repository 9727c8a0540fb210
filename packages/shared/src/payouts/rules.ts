import type { PayoutStatus } from '../common/payout-status.ts';

const labels: Record<PayoutStatus, string> = { pending: 'Pending', paid: 'Paid', rejected: 'Rejected' };

/** How a payout's state reads, to the member and in the admin queue. */
export const payoutStatusLabel = (status: PayoutStatus): string => labels[status];

/** Only a pending payout is marked paid or rejected, once. */
export const canDecidePayout = (status: PayoutStatus): boolean => status === 'pending';

/** Staff never pay or reject their own payout (separation of duties). */
export const isOwnPayout = (payoutUserId: number, actorId: number): boolean => payoutUserId === actorId;

/** A payout flag's words (decision 042). */
export const payoutFlagWords = {
  relinked: 'Relinked since requested',
  sharedTarget: (otherPayoutId: number, member: string) =>
    `Same casino account as payout #${otherPayoutId} (${member})`,
} as const;
