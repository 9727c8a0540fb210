import { formatMoney } from '../common/money.ts';

export { notificationsMessages } from './words.ts';

import {
  type NotificationDataByKind,
  type NotificationKind,
  type NotificationPayload,
  pointsPrizeWords,
} from './kinds.ts';

/** What a notification says and where it leads. */
export interface NotificationMessage {
  /** One sentence, shown in the list and mailed as the subject's body. */
  text: string;
  /** The page it belongs to, on this site. */
  href: string;
}

type Builders = { [K in NotificationKind]: (d: NotificationDataByKind[K]) => NotificationMessage };

const claimWords = (claimBy: string | null) =>
  claimBy ? ` Claim it by ${new Date(claimBy).toUTCString().replace(/:\d\d GMT$/, ' UTC')}.` : '';

const contestPath = (contest: 'raffle' | 'wager_raffle', id: number) =>
  contest === 'raffle' ? `/raffles/${id}` : `/wager-raffles/${id}`;

/** A sentence's end for text someone typed: their own full stop, or one added. */
const sentence = (text: string) => `${text}${/[.!?]$/.test(text) ? '' : '.'}`;

/** What a correction changed for the member, in words: "you get 50 points more", "20 points taken back". */
function correctionWords(points: number, xp: number): string {
  if (points < 0)
    return `${pointsPrizeWords(-points)} taken back${xp > 0 ? `, ${pointsPrizeWords(0, xp)} added` : ''}`;
  return `you get ${pointsPrizeWords(points, xp)} more`;
}

const builders: Builders = {
  raffle_won: (d) => ({
    text: `You won ${d.prize} in the raffle “${d.title}”.${claimWords(d.claim_by)}`,
    href: `/raffles/${d.raffle_id}`,
  }),
  wager_raffle_won: (d) => ({
    text: `You won ${d.prize} in the wager raffle “${d.title}”.${claimWords(d.claim_by)}`,
    href: `/wager-raffles/${d.wager_raffle_id}`,
  }),
  tournament_won: (d) => ({
    text: `Your bracket prediction won ${d.prize} in “${d.title}”${d.perfect ? ': a perfect bracket!' : '.'}`,
    href: `/tournaments/${d.tournament_id}`,
  }),
  hunt_won: (d) => ({
    text: `Your guess won ${d.prize} in the bonus hunt “${d.title}”.`,
    href: `/bonus-hunts/${d.hunt_id}`,
  }),
  leaderboard_prize: (d) => ({
    text: `You finished #${d.rank} on the ${d.platform} leaderboard and won ${d.prize}.`,
    href: `/leaderboard/history/${d.period_id}`,
  }),
  challenge_won: (d) => ({
    text: `Your slot challenge claim on ${d.slot} was approved: you won ${d.prize}.`,
    href: '/challenges',
  }),
  claim_reminder: (d) => ({
    text: `Your prize in “${d.title}” is waiting: claim it before it is drawn again.${claimWords(d.claim_by)}`,
    href: contestPath(d.contest, d.id),
  }),
  payout_sent: (d) => ({
    text: `Your payout of ${formatMoney(d.amount_cents / 100, '$', 2)} was sent (${d.description}).`,
    href: '/vip-rewards',
  }),
  ticket_reply: (d) => ({
    text: `Staff replied to your ticket “${d.subject}”.`,
    href: `/tickets/${d.ticket_id}`,
  }),
  friend_request: (d) => ({
    text: `${d.from_username} sent you a friend request.`,
    href: `/profile/${encodeURIComponent(d.from_username)}`,
  }),
  casino_account_verified: (d) => ({
    text: `Your ${d.casino} account ${d.username} was verified.`,
    href: '/settings',
  }),
  casino_account_refused: (d) => ({
    text: d.reason
      ? `Your ${d.casino} account ${d.username} was not verified: ${sentence(d.reason)}`
      : `Your ${d.casino} account ${d.username} was not verified.`,
    href: '/settings',
  }),
  ban_lifted: () => ({
    text: 'Your account is active again: welcome back.',
    href: '/',
  }),
  prize_corrected: (d) => ({
    text:
      `The result of the ${d.contest === 'tournament' ? 'tournament' : 'bonus hunt'} “${d.title}” was ` +
      `corrected: ${correctionWords(d.points, d.xp)}. Reason: ${sentence(d.reason)}`,
    href: d.contest === 'tournament' ? `/tournaments/${d.id}` : `/bonus-hunts/${d.id}`,
  }),
};

/**
 * The one message map (decision 062): a notification's sentence and link, from its kind and stored
 * data; the bell, the list page, the email and the Kick chat mention all read it. A row whose data
 * lacks a field still reads as a sentence (a dropped field shows as blank, never an exception).
 */
export function notificationMessage(
  n: NotificationPayload | { kind: NotificationKind; data: unknown },
): NotificationMessage {
  const build = builders[n.kind] as (d: unknown) => NotificationMessage;
  try {
    return build(n.data ?? {});
  } catch {
    return { text: 'You have a new notification.', href: '/notifications' };
  }
}
