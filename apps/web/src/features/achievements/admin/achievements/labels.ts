import type { AchievementCategory } from '@podium/shared/achievements/schemas';
import type { AchievementInput } from '@podium/shared/members/schemas';

type Criterion = AchievementInput['criterion'];

export const categoryLabels: Record<AchievementCategory, string> = {
  gaming: 'Gaming',
  social: 'Social',
  wagering: 'Wagering',
  milestone: 'Milestone',
  special: 'Special',
  bonus: 'Bonus',
};

export const criterionLabels: Record<Criterion, string> = {
  manual: 'Granted by an admin',
  friends: 'Friends',
  level: 'Level reached',
  points_earned: 'Points earned',
  bonus_hunt_predictions: 'Bonus hunt predictions',
  tournament_predictions: 'Tournament predictions',
  raffle_entries: 'Raffle entries',
};

/** What a count is of, singular and plural. */
const units: Record<Exclude<Criterion, 'manual' | 'level'>, [string, string]> = {
  friends: ['friend', 'friends'],
  points_earned: ['point earned', 'points earned'],
  bonus_hunt_predictions: ['bonus hunt prediction', 'bonus hunt predictions'],
  tournament_predictions: ['tournament prediction', 'tournament predictions'],
  raffle_entries: ['raffle entry', 'raffle entries'],
};

/** "Unlocks at 5 friends", "Unlocks at 1 raffle entry", "Granted by an admin". */
export function unlockRule(criterion: Criterion, threshold: number): string {
  if (criterion === 'manual') return criterionLabels.manual;
  if (criterion === 'level') return `Unlocks at level ${threshold}`;
  const [one, many] = units[criterion];
  return `Unlocks at ${threshold.toLocaleString('en-US')} ${threshold === 1 ? one : many}`;
}
