import type { Leaderboard, LeaderboardPayload, LeaderboardPlatform } from './schemas.ts';

export interface SelectedBoard {
  platform: LeaderboardPlatform;
  /** Null when the payload lists the platform but carries no board for it ("no data"). */
  leaderboard: Leaderboard | null;
}

/** The platform shown first: the payload's selected_platform when it exists, else the first one. */
export function defaultPlatformSlug(payload: LeaderboardPayload): string | null {
  const selected = payload.selected_platform?.slug;
  if (selected && payload.platforms.some((p) => p.slug === selected)) return selected;
  return payload.platforms[0]?.slug ?? null;
}

/** The platform and board for a chosen tab (or the default when none was chosen or it vanished). */
export function selectBoard(payload: LeaderboardPayload, chosenSlug: string | null): SelectedBoard | null {
  const platform =
    payload.platforms.find((p) => p.slug === chosenSlug) ??
    payload.platforms.find((p) => p.slug === defaultPlatformSlug(payload));
  if (!platform) return null;
  return { platform, leaderboard: payload.all_leaderboards[platform.slug] ?? null };
}

/** SPEC §2 Leaderboard empty state: the board has no players at all. */
export const hasParticipants = (board: Leaderboard): boolean =>
  board.top_three.length + board.rest_of_users.length > 0;
