import type { AchievementCategory, AchievementInput } from '@podium/shared/members';

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

/** "Unlocks at 5 friends", "Granted by an admin". */
export function unlockRule(criterion: Criterion, threshold: number): string {
  if (criterion === 'manual') return criterionLabels.manual;
  if (criterion === 'level') return `Unlocks at level ${threshold}`;
  return `Unlocks at ${threshold.toLocaleString('en-US')} ${criterionLabels[criterion].toLowerCase()}`;
}
