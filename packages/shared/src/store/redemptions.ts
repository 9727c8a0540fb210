import type { RedemptionStatus } from './schemas.ts';

/** Only a pending redemption can be marked processed. */
export const processableStatuses = ['pending'] as const satisfies readonly RedemptionStatus[];
/**
 * Pending or processed purchases can be refunded, once: a pending one by any moderator, a processed one
 * only by an Admin with a reason (decision 043). A cash redemption (`payout`) is undone in the payout
 * queue, never here.
 */
export const refundableStatuses = ['pending', 'processed'] as const satisfies readonly RedemptionStatus[];

export const canProcessRedemption = (status: RedemptionStatus): boolean =>
  (processableStatuses as readonly RedemptionStatus[]).includes(status);

export const canRefundRedemption = (status: RedemptionStatus): boolean =>
  (refundableStatuses as readonly RedemptionStatus[]).includes(status);

/** Refunding a processed redemption undoes a delivered reward: Admins only, with a reason. */
export const refundNeedsAdmin = (status: RedemptionStatus): boolean => status === 'processed';

/**
 * Separation of duties: staff never process or refund their own purchase; another moderator or admin
 * does. The server enforces it in the same conditional update as the action; the web disables the
 * buttons on the viewer's own rows. The same rule will hold for payouts and prize hand-overs.
 */
export const isOwnRedemption = (ownerId: number, viewerId: number | null | undefined): boolean =>
  viewerId !== null && viewerId !== undefined && ownerId === viewerId;
