import type { WagerRaffleStatusName } from '@podium/shared/wager-raffles/rules';

/** The public page's ACTIVE, ENDED, UPCOMING (SPEC §4) in the admin panel's sentence case (decision 053). */
export const adminStatusWords: Record<WagerRaffleStatusName, string> = {
  ACTIVE: 'Active',
  ENDED: 'Ended',
  UPCOMING: 'Upcoming',
};
