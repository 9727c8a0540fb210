import { accountModule } from './features/account/account.module.ts';
import { achievementsModule } from './features/achievements/achievements.module.ts';
import { affiliatesModule } from './features/affiliates/affiliates.module.ts';
import { announcementsModule } from './features/announcements/announcements.module.ts';
import { auditModule } from './features/audit/audit.module.ts';
import { authModule } from './features/auth/auth.module.ts';
import { bonusHuntsModule } from './features/bonus-hunts/bonus-hunts.module.ts';
import { casinoAccountsModule } from './features/casino-accounts/casino-accounts.module.ts';
import { contactModule } from './features/contact/contact.module.ts';
import { friendsModule } from './features/friends/friends.module.ts';
import { historyModule } from './features/history/history.module.ts';
import { kickModule } from './features/kick/kick.module.ts';
import { leaderboardModule } from './features/leaderboard/leaderboard.module.ts';
import { membersModule } from './features/members/members.module.ts';
import { notificationsModule } from './features/notifications/notifications.module.ts';
import { payoutsModule } from './features/payouts/payouts.module.ts';
import { pointsModule } from './features/points/points.module.ts';
import { predictionsModule } from './features/predictions/predictions.module.ts';
import { profileModule } from './features/profile/profile.module.ts';
import { rafflesModule } from './features/raffles/raffles.module.ts';
import { siteSettingsModule } from './features/site-settings/site-settings.module.ts';
import { slotChallengesModule } from './features/slot-challenges/slot-challenges.module.ts';
import { slotRequestsModule } from './features/slot-requests/slot-requests.module.ts';
import { staffWorkModule } from './features/staff-work/staff-work.module.ts';
import { storeModule } from './features/store/store.module.ts';
import { ticketsModule } from './features/tickets/tickets.module.ts';
import { tournamentsModule } from './features/tournaments/tournaments.module.ts';
import { trustModule } from './features/trust/trust.module.ts';
import { usersModule } from './features/users/users.module.ts';
import { vipModule } from './features/vip/vip.module.ts';
import { wagerFeedsModule } from './features/wager-feeds/wager-feeds.module.ts';
import { wagerRafflesModule } from './features/wager-raffles/wager-raffles.module.ts';
import type { FeatureModule } from './lib/module.ts';

/**
 * Every feature, once: app.ts mounts their routes, jobs.ts schedules their jobs, seed/demo.ts writes
 * their demo content in this order (members before what refers to them, points after both).
 */
export const modules: readonly FeatureModule[] = [
  usersModule,
  siteSettingsModule,
  affiliatesModule,
  leaderboardModule,
  authModule,
  profileModule,
  friendsModule,
  kickModule,
  storeModule,
  rafflesModule,
  tournamentsModule,
  bonusHuntsModule,
  contactModule,
  ticketsModule,
  accountModule,
  trustModule,
  payoutsModule,
  vipModule,
  wagerRafflesModule,
  casinoAccountsModule,
  wagerFeedsModule,
  pointsModule,
  predictionsModule,
  slotChallengesModule,
  slotRequestsModule,
  membersModule,
  achievementsModule,
  announcementsModule,
  auditModule,
  staffWorkModule,
  historyModule,
  notificationsModule,
];
