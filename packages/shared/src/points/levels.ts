/** SPEC §4/§9: level = floor(xp/1000)+1; the xp shown is the remainder over 1000; next level needs 1000. */
export const XP_PER_LEVEL = 1000;
export const DEFAULT_RANK = 999;

export interface LevelProgress {
  level: number;
  /** XP inside the current level (what the bar shows). */
  current: number;
  /** XP the next level needs. */
  needed: number;
  /** 0–100, for the XP bar. */
  percent: number;
}

/** Where the profile supplies xp_next_level it is honoured as the size of the level. */
export function levelProgress(xp: number, xpNextLevel?: number | null): LevelProgress {
  const safe = Math.max(0, Math.floor(Number.isFinite(xp) ? xp : 0));
  const needed = xpNextLevel && xpNextLevel > 0 ? xpNextLevel : XP_PER_LEVEL;
  const current = safe % XP_PER_LEVEL;
  return {
    level: Math.floor(safe / XP_PER_LEVEL) + 1,
    current,
    needed,
    percent: Math.min(100, Math.round((current / needed) * 1000) / 10),
  };
}

export const rankOrDefault = (rank: number | null | undefined): number =>
  typeof rank === 'number' && rank > 0 ? rank : DEFAULT_RANK;
