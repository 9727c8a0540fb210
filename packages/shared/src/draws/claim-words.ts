/**
 * Claim windows and automatic re-draws (decision 064), one rule for raffles and wager raffles: an admin
 * may require winners to claim within `claim_window_hours` of being drawn; an unclaimed prize is
 * re-drawn by the claim job with the next nonce of the same draw, at most `auto_redraws_allowed` times
 * per raffle, with the reason `NOT_CLAIMED_REASON` (published in the draw file like an admin's reason).
 * A winner is reminded once when two hours or a quarter of the window (the smaller) are left. Free of
 * zod: the pages read it; the schemas are in claims.ts.
 */
export const MIN_CLAIM_WINDOW_HOURS = 1;
export const MAX_CLAIM_WINDOW_HOURS = 168;
export const MAX_AUTO_REDRAWS = 10;
/** The reason every automatic re-draw is published with. */
export const NOT_CLAIMED_REASON = 'not claimed in time';

/**
 * A winner's claim state: `claimed`; `waiting` until `deadline`; `redrawn` (not claimed in time:
 * `redrawn_nonce` is the re-draw that took the place); `replaced` (re-drawn by an admin); `not_claimed`
 * (the deadline passed and no re-draw was allowed or nobody was left: `unclaimed_reason`).
 */
export const claimStates = ['claimed', 'waiting', 'redrawn', 'replaced', 'not_claimed'] as const;
export type ClaimState = (typeof claimStates)[number];

export const claimMessages = {
  claimed: 'Prize claimed',
  claimButton: 'Claim your prize',
  claimedLabel: 'Claimed',
  waiting: 'Waiting for claim',
  redrawn: 'Not claimed – re-drawn',
  replaced: 'Re-drawn',
  notClaimed: 'Not claimed',
  noMemberLeft: 'Not claimed – nobody left to draw',
  deadline: 'Claim by',
} as const;

/** The words for one winner's state, as the pages show them. */
export function claimStateLabel(c: {
  state: ClaimState;
  redrawn_nonce: number | null;
  unclaimed_reason: 'limit' | 'no_member_left' | null;
}) {
  if (c.state === 'claimed') return claimMessages.claimedLabel;
  if (c.state === 'waiting') return claimMessages.waiting;
  if (c.state === 'replaced')
    return `${claimMessages.replaced}${c.redrawn_nonce === null ? '' : ` (nonce ${c.redrawn_nonce})`}`;
  if (c.state === 'redrawn')
    return `${claimMessages.redrawn}${c.redrawn_nonce === null ? '' : ` (nonce ${c.redrawn_nonce})`}`;
  return c.unclaimed_reason === 'no_member_left' ? claimMessages.noMemberLeft : claimMessages.notClaimed;
}
