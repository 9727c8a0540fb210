// The tables drizzle-kit generates migrations from; each is declared beside its feature.

export {
  achievementCategory,
  achievementCriterion,
  achievements,
  badges,
  userAchievements,
  userBadges,
} from '../features/achievements/achievements.table.ts';
export { affiliates } from '../features/affiliates/affiliates.table.ts';
export { announcementSettings, announcements } from '../features/announcements/announcements.table.ts';
export { auditLog } from '../features/audit/audit.table.ts';
export { sessions } from '../features/auth/sessions.table.ts';
export {
  bonusHuntGames,
  bonusHuntPayouts,
  bonusHuntPredictions,
  bonusHunts,
} from '../features/bonus-hunts/bonus-hunts.table.ts';
export { casinoAccountStatus, casinoAccounts } from '../features/casino-accounts/casino-accounts.table.ts';
export { captchaChallenges, contactMessages } from '../features/contact/contact.table.ts';
export { friendshipStatus, friendships } from '../features/friends/friends.table.ts';
export {
  kickChatEarnings,
  kickCommandUses,
  kickEvents,
  kickSettings,
} from '../features/kick/kick.table.ts';
export {
  leaderboardPeriods,
  leaderboardPlatforms,
  timeframe,
  wagers,
} from '../features/leaderboard/leaderboard.table.ts';
export { leaderboardStandings, standingStatus } from '../features/leaderboard/standings.table.ts';
export {
  notificationKind,
  notificationSettings,
  notifications,
} from '../features/notifications/notifications.table.ts';
export { payoutSource, payoutStatus, payouts } from '../features/payouts/payouts.table.ts';
export { pointsTransactions } from '../features/points/points.table.ts';
export {
  predictionOutcomes,
  predictionStakes,
  predictions,
} from '../features/predictions/predictions.table.ts';
export {
  rafflePrizeAwards,
  rafflePrizes,
  rafflePrizeTakeBack,
  rafflePrizeType,
} from '../features/raffles/raffle-prizes.table.ts';
export {
  raffleDrawKind,
  raffleDrawNames,
  raffleDraws,
  raffleEntries,
  raffleEntryType,
  raffles,
  raffleWinners,
} from '../features/raffles/raffles.table.ts';
export { siteSettings } from '../features/site-settings/site-settings.table.ts';
export { slotChallengeClaims, slotChallenges } from '../features/slot-challenges/slot-challenges.table.ts';
export {
  slotCatalogue,
  slotRequestPicks,
  slotRequestSettings,
  slotRequests,
} from '../features/slot-requests/slot-requests.table.ts';
export {
  redemptionStatus,
  storeItemKind,
  storeItems,
  storeRedemptions,
} from '../features/store/store.table.ts';
export {
  supportTickets,
  ticketCategory,
  ticketMessages,
  ticketStatus,
} from '../features/tickets/tickets.table.ts';
export {
  tournamentMatches,
  tournamentPayouts,
  tournamentPicks,
  tournamentPredictions,
  tournaments,
} from '../features/tournaments/tournaments.table.ts';
export { trustPages, trustSlug } from '../features/trust/trust.table.ts';
export { userRole, users } from '../features/users/users.table.ts';
export { vipClaims, vipRewardType, vipTiers } from '../features/vip/vip.table.ts';
export { wagerFeedConnections } from '../features/wager-feeds/wager-feeds.table.ts';
export {
  wagerRaffleCasinos,
  wagerRafflePrizes,
  wagerRafflePrizeType,
  wagerRaffles,
  wagerRaffleTickets,
  wagerRaffleWinners,
} from '../features/wager-raffles/wager-raffles.table.ts';
export { jobLeases } from '../lib/job-leases.table.ts';
