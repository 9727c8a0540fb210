import type { PayoutStatus } from '@podium/shared/common/payout-status';
import type { PayoutSource } from '@podium/shared/payouts/schemas';

export type StatusFilter = PayoutStatus | 'all';
export type SourceFilter = PayoutSource | 'all';

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

export const sourceLabels: Record<PayoutSource, string> = {
  vip_reward: 'VIP reward',
  wager_raffle_prize: 'Wager raffle prize',
  raffle: 'Raffle prize',
  store: 'Store cash item',
  slot_challenge: 'Slot challenge prize',
  slot_request: 'Slot request reward',
  leaderboard_prize: 'Leaderboard prize',
};

export const sourceFilterOptions: { value: SourceFilter; label: string }[] = [
  { value: 'all', label: 'Everything' },
  { value: 'vip_reward', label: 'VIP rewards' },
  { value: 'wager_raffle_prize', label: 'Wager raffle prizes' },
  { value: 'raffle', label: 'Raffle prizes' },
  { value: 'store', label: 'Store cash items' },
  { value: 'slot_challenge', label: 'Slot challenge prizes' },
  { value: 'slot_request', label: 'Slot request rewards' },
  { value: 'leaderboard_prize', label: 'Leaderboard prizes' },
];

export const parseStatus = (v: string | null): StatusFilter =>
  statusFilterOptions.find((o) => o.value === v)?.value ?? 'pending';
export const parseSource = (v: string | null): SourceFilter =>
  sourceFilterOptions.find((o) => o.value === v)?.value ?? 'all';
