import type { AccountExportSection } from '@podium/shared/account/export';

/**
 * What the data download covers, column by column (decision 052). Every column of the schema that holds
 * a member's id (`table.column`, as the database names them) is either read into a section of the
 * download or named in `notInDownload` with the reason. test/account/export-scope.test.ts walks the
 * Drizzle schema and fails on a member column in neither list, so a new one has to be placed here.
 */
export const downloadSections = {
  profile: ['users.id', 'users.kick_user_id'],
  points_history: ['points_transactions.user_id'],
  purchases: ['store_redemptions.user_id'],
  tickets: ['support_tickets.user_id'],
  contact_messages: ['contact_messages.user_id'],
  vip_claims: ['vip_claims.user_id'],
  payouts: ['payouts.user_id'],
  friends: ['friendships.sender_id', 'friendships.receiver_id'],
  achievements: ['user_achievements.user_id'],
  badges: ['user_badges.user_id'],
  casino_accounts: ['casino_accounts.holder_id'],
  kick_events: ['kick_events.user_id', 'kick_events.kick_user_id'],
  notifications: ['notifications.user_id'],
  notification_settings: ['notification_settings.user_id'],
  raffle_entries: ['raffle_entries.user_id'],
  raffle_wins: ['raffle_winners.user_id', 'raffle_draws.replaced_user_id'],
  raffle_prizes: ['raffle_prize_awards.user_id'],
  raffle_published_names: ['raffle_draw_names.user_id'],
  wager_raffle_tickets: ['wager_raffle_tickets.user_id'],
  wager_raffle_wins: ['wager_raffle_winners.user_id'],
  tournament_predictions: ['tournament_predictions.user_id'],
  tournament_payouts: ['tournament_payouts.user_id'],
  tournament_slots: ['tournament_matches.slot1_user_id', 'tournament_matches.slot2_user_id'],
  bonus_hunt_predictions: ['bonus_hunt_predictions.user_id'],
  bonus_hunt_payouts: ['bonus_hunt_payouts.user_id'],
  points_predictions: ['prediction_stakes.user_id'],
  slot_requests: ['slot_requests.user_id'],
  slot_challenge_claims: ['slot_challenge_claims.user_id'],
} as const satisfies Record<AccountExportSection, readonly string[]>;

const staffWork =
  'Who on staff (or which member) acted on the row: the row itself is in the download where it is ' +
  'yours, and staff are never named in it';
const siteContent =
  'Who on staff created or edited site content (raffles, hunts, tournaments, VIP tiers, pages): the ' +
  'site’s work, not data about a member';

/** Member columns the download leaves out, each with why. */
export const notInDownload: Readonly<Record<string, string>> = {
  'sessions.user_id':
    'Sign-in sessions: secrets (the cookie’s hash), not data about you; deleting the account ends them',
  'audit_log.actor_id':
    'The staff record of who did what, kept for accountability and naming staff; what an action ' +
    'changed for you shows in your points, purchases, claims, payouts and tickets',
  'audit_log.target_user_id':
    'The staff record of actions about you, written by staff and naming them; their effects are in ' +
    'the download (points, purchases, claims, payouts, tickets)',
  'kick_chat_earnings.user_id':
    'A working counter for today’s chat-points cap and cooldown; the points it credited are in ' +
    'points_history and each credited message in kick_events',
  'kick_settings.broadcaster_user_id':
    'Kick’s id of the stream’s own channel (named like a member column): not a member of this site',
  'ticket_messages.author_id': `${staffWork} (every line of your tickets is in tickets, from_staff saying whose)`,
  'points_transactions.actor_id': staffWork,
  'raffle_entries.removed_by': staffWork,
  'raffle_draws.drawn_by': staffWork,
  'store_redemptions.processed_by': staffWork,
  'store_redemptions.refunded_by': staffWork,
  'support_tickets.closed_by': staffWork,
  'contact_messages.replied_by': staffWork,
  'payouts.decided_by': staffWork,
  'vip_claims.reopened_by': staffWork,
  'casino_accounts.decided_by': staffWork,
  'user_badges.granted_by': staffWork,
  'wager_raffle_winners.handed_over_by': staffWork,
  'wager_raffle_winners.replaced_user_id':
    'Names the member a re-drawn prize was taken from, on the new winner’s row: that member’s own row ' +
    'is in their wager_raffle_wins with its replaced_at, and the new winner is another member',
  'users.banned_by': staffWork,
  'raffles.created_by': siteContent,
  'raffles.cancelled_by': siteContent,
  'wager_raffles.created_by': siteContent,
  'wager_raffles.drawn_by': siteContent,
  'bonus_hunts.created_by': siteContent,
  'tournaments.created_by': siteContent,
  'vip_tiers.created_by': siteContent,
  'vip_tiers.updated_by': siteContent,
  'trust_pages.updated_by': siteContent,
  'predictions.created_by': siteContent,
  'predictions.settled_by': staffWork,
  'slot_requests.decided_by': staffWork,
  'slot_request_picks.drawn_by': staffWork,
  'slot_challenges.created_by': siteContent,
  'slot_challenge_claims.decided_by': staffWork,
  'leaderboard_standings.user_id':
    'A closed leaderboard period’s prize rank matched to you: its payout (amount, casino account, ' +
    'status) is in payouts, and the ranking itself is public in the leaderboard history',
  'leaderboard_standings.decided_by': staffWork,
};
