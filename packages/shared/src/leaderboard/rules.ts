import type { LeaderboardEntry, Timeframe } from './schemas.ts';

export const PODIUM_PLACES = 3;

export interface RankedEntry extends LeaderboardEntry {
  rank: number;
}

/** Ranks 4 and up, keeping each player's real rank so a filtered table still shows it. */
export function rankRest(rest: LeaderboardEntry[]): RankedEntry[] {
  return rest.map((e, i) => ({ ...e, rank: i + PODIUM_PLACES + 1 }));
}

/** SPEC §5: case-insensitive substring match on the display name. */
export function filterByDisplayName<T extends { displayName: string }>(entries: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries;
  return entries.filter((e) => e.displayName.toLowerCase().includes(q));
}

/** The prize for a 1-based rank, or null when none exists (badge hidden, table shows a dash). */
export function prizeForRank(prizes: readonly number[], rank: number): number | null {
  const p = prizes[rank - 1];
  return typeof p === 'number' && p > 0 ? p : null;
}

export const totalPrizes = (prizes: readonly number[]): number =>
  Math.round(prizes.reduce((sum, p) => sum + (p > 0 ? p : 0), 0) * 100) / 100;

export const timeframeLabel = (t: Timeframe | undefined): string => (t ?? 'monthly').toUpperCase();
