/**
 * A member's notifications (issue 30, decision 062): what happened to them, written once per event by
 * the feature it happened in (`notify`), listed under the bell. Zod-free, so the bell reads it
 * without loading zod.
 */
export const notificationKinds = [
  'raffle_won',
  'wager_raffle_won',
  'tournament_won',
  'hunt_won',
  'leaderboard_prize',
  'challenge_won',
  'claim_reminder',
  'payout_sent',
  'ticket_reply',
  'friend_request',
  'casino_account_verified',
  'casino_account_refused',
  'ban_lifted',
  'prize_corrected',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What each kind's message needs, stored with it (the text is built on the web from this, so it reads
 * the same in every list): names as they were at the moment, ids for the link. Prizes are words
 * ("$50.00 — casino tip", "500 points": `prizeLabel` in common/prizes.ts); times are ISO strings.
 */
export interface NotificationDataByKind {
  /** Won a raffle prize; `claim_by` when the raffle has a claim window (null: nothing to claim). */
  raffle_won: { raffle_id: number; title: string; prize: string; claim_by: string | null };
  wager_raffle_won: { wager_raffle_id: number; title: string; prize: string; claim_by: string | null };
  /** A tournament's bracket prediction paid (its points payout); `perfect`: every pick right. */
  tournament_won: { tournament_id: number; title: string; prize: string; perfect: boolean };
  /** Won a bonus hunt prediction (its points payout). */
  hunt_won: { hunt_id: number; title: string; prize: string };
  /** Won a leaderboard period's prize for a rank (`period_id`: the closed period, for the history page). */
  leaderboard_prize: { platform: string; period_id: number; rank: number; prize: string };
  /** A slot challenge claim was approved. */
  challenge_won: { challenge_id: number; slot: string; prize: string };
  /** A prize is waiting to be claimed before `claim_by`. */
  claim_reminder: { contest: 'raffle' | 'wager_raffle'; id: number; title: string; claim_by: string };
  /** An admin marked a payout paid. */
  payout_sent: { payout_id: number; amount_cents: number; description: string };
  /** Staff replied on the member's ticket. */
  ticket_reply: { ticket_id: number; subject: string };
  /** Another member sent a friend request. */
  friend_request: { from_user_id: number; from_username: string };
  casino_account_verified: { casino: string; username: string };
  /** `reason`: what staff told the member, when they said. */
  casino_account_refused: { casino: string; username: string; reason: string | null };
  ban_lifted: Record<string, never>;
  /**
   * A tournament's or bonus hunt's result corrected after its payout changed what the member got:
   * `points` paid (positive) or taken back (negative), `xp` added (never taken back), the admin's reason.
   */
  prize_corrected: {
    contest: 'tournament' | 'bonus_hunt';
    id: number;
    title: string;
    points: number;
    xp: number;
    reason: string;
  };
}

/** One kind with its data: what `notify` takes and what the list returns. */
export type NotificationPayload = {
  [K in NotificationKind]: { kind: K; data: NotificationDataByKind[K] };
}[NotificationKind];

/** The win kinds: mailed when the member asks for it, and mentioned in Kick chat when live. */
export const winKinds: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'raffle_won',
  'wager_raffle_won',
  'tournament_won',
  'hunt_won',
  'leaderboard_prize',
  'challenge_won',
]);

/** Kinds the email setting ("Email me about wins and payouts") covers. */
export const emailKinds: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  ...winKinds,
  'claim_reminder',
  'payout_sent',
]);

/** Kinds mentioned in Kick chat (live wins; a leaderboard prize is not won live). */
export const kickMentionKinds: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'raffle_won',
  'wager_raffle_won',
  'tournament_won',
  'hunt_won',
  'challenge_won',
]);

/** "500 points", "500 points and 20 XP", "20 XP": a points prize in words. */
export function pointsPrizeWords(points: number, xp = 0): string {
  const p = `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;
  if (xp <= 0) return p;
  const x = `${xp.toLocaleString('en-US')} XP`;
  return points > 0 ? `${p} and ${x}` : x;
}

/** Notifications are kept this long, then deleted by a job. */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATION_PAGE_SIZE = 20;
/** How many the bell's panel shows. */
export const NOTIFICATION_PANEL_SIZE = 8;
