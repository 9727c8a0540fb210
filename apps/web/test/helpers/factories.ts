import type { Affiliate } from '@podium/shared/affiliates/schemas';
import type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardPayload,
  LeaderboardPlatform,
} from '@podium/shared/leaderboard/schemas';
import type { AdminUserDetail, AdminUserRow } from '@podium/shared/members/schemas';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { defaultTheme } from '@podium/shared/site-settings/theme-rules';

export const entry = (displayName: string, wagered: number): LeaderboardEntry => ({
  displayName,
  wagered,
  avatar: null,
  favoriteGameTitle: null,
});

/** `count` players named Player1..PlayerN with strictly decreasing wagers. */
export const entries = (count: number, prefix = 'Player'): LeaderboardEntry[] =>
  Array.from({ length: count }, (_, i) => entry(`${prefix}${i + 1}`, (count - i) * 100));

export const board = (players: LeaderboardEntry[], over: Partial<Leaderboard> = {}): Leaderboard => ({
  currency_symbol: '$',
  prizes: [5000, 2500, 1000, 500],
  top_three: players.slice(0, 3),
  rest_of_users: players.slice(3),
  current_period: { endTimestamp: null },
  ...over,
});

export const platform = (slug: string, over: Partial<LeaderboardPlatform> = {}): LeaderboardPlatform => ({
  slug,
  name: slug.charAt(0).toUpperCase() + slug.slice(1),
  active_leaderboard: { timeframe: 'monthly' },
  is_paused: false,
  pause_message: null,
  ...over,
});

export const payload = (
  boards: Record<string, Leaderboard>,
  platforms: LeaderboardPlatform[] = Object.keys(boards).map((slug) => platform(slug)),
): LeaderboardPayload => ({
  platforms,
  selected_platform: platforms[0] ? { slug: platforms[0].slug } : null,
  all_leaderboards: boards,
});

export const affiliate = (id: number, name: string): Affiliate => ({
  id,
  name,
  logo_url: `/affiliates/${name.toLowerCase()}.svg`,
  code: 'PODIUM',
  benefits: ['Instant rakeback'],
  redirect_url: `https://${name.toLowerCase()}.example/?ref=podium`,
});

export const settings = (over: Partial<SiteSettings> = {}): SiteSettings => ({
  site_name: 'Podium',
  site_description: 'Rewards for the community.',
  casino: {
    crypto1_label: 'Roobet Username',
    crypto2_label: 'Gamdom Username',
    crypto3_label: 'Shuffle Username',
  },
  affiliate_url: 'https://example.com/affiliates',
  stream_channel: 'podium',
  socials: {
    youtube: 'https://www.youtube.com/@podium',
    instagram: '',
    kick: 'https://kick.com/podium',
    discord: '',
    twitter: 'https://x.com/podium',
  },
  theme: defaultTheme,
  ...over,
});

/** A member as the admin list shows them. */
export const adminUserRow = (
  id: number,
  username: string,
  over: Partial<AdminUserRow> = {},
): AdminUserRow => ({
  id,
  username,
  display_name: username.charAt(0).toUpperCase() + username.slice(1),
  avatar_url: '',
  kick_username: null,
  role: 'Member',
  points: 1000,
  xp: 2500,
  level: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  last_active: '2026-01-02T00:00:00.000Z',
  banned_at: null,
  ...over,
});

/** A member as the admin member page shows them (member 3, no badges, achievements or history). */
export const adminUserDetail = (over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  user: {
    ...adminUserRow(3, 'member'),
    name: null,
    email: 'member@example.com',
    avatar: null,
    bio: null,
    crypto: null,
    crypto2: null,
    crypto3: null,
    twitter_user: null,
    instagram_user: null,
    youtube_user: null,
    tiktok_user: null,
    points_earned: 1000,
    deleted_at: null,
    ban_reason: null,
  },
  badges: [],
  achievements: [],
  history: [],
  ...over,
});
