import type { ProfileAchievement } from '@podium/shared/achievements/schemas';

/** The unlocked achievements, most recently unlocked first, at most `count`. */
export function recentAchievements(list: ProfileAchievement[], count: number): ProfileAchievement[] {
  const time = (a: ProfileAchievement) => (a.unlocked_at ? Date.parse(a.unlocked_at) || 0 : 0);
  return list
    .filter((a) => a.unlocked)
    .sort((a, b) => time(b) - time(a))
    .slice(0, count);
}
