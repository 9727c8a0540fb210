// The tables drizzle-kit generates migrations from; each is declared beside its feature.
export { affiliates } from '../features/affiliates/affiliates.table.ts';
export { sessions } from '../features/auth/sessions.table.ts';
export {
  leaderboardPeriods,
  leaderboardPlatforms,
  timeframe,
  wagers,
} from '../features/leaderboard/leaderboard.table.ts';
export { siteSettings } from '../features/settings/settings.table.ts';
export { userRole, users } from '../features/users/users.table.ts';
