import type { AchievementCategory, achievementCriteria } from '@podium/shared/achievements/schemas';

/** What unlocks an achievement by itself: a count or level reaching the threshold. */
export type Criterion = Exclude<(typeof achievementCriteria)[number], 'manual'>;

export interface CatalogueEntry {
  key: string;
  title: string;
  description: string;
  category: AchievementCategory;
  icon: string;
  criterion: Criterion | 'manual';
  threshold: number;
}

/** The starting catalogue; admins edit it from the panel. Inserted once per key, never overwritten. */
export const defaultAchievements: CatalogueEntry[] = [
  {
    key: 'first_friend',
    title: 'First Friend',
    description: 'Make your first friend in the community.',
    category: 'social',
    icon: 'users',
    criterion: 'friends',
    threshold: 1,
  },
  {
    key: 'squad',
    title: 'Squad Up',
    description: 'Have five friends.',
    category: 'social',
    icon: 'users',
    criterion: 'friends',
    threshold: 5,
  },
  {
    key: 'level_5',
    title: 'Rising Star',
    description: 'Reach level 5.',
    category: 'milestone',
    icon: 'star',
    criterion: 'level',
    threshold: 5,
  },
  {
    key: 'level_10',
    title: 'Veteran',
    description: 'Reach level 10.',
    category: 'milestone',
    icon: 'medal',
    criterion: 'level',
    threshold: 10,
  },
  {
    key: 'level_25',
    title: 'Legend',
    description: 'Reach level 25.',
    category: 'milestone',
    icon: 'crown',
    criterion: 'level',
    threshold: 25,
  },
  {
    key: 'points_1000',
    title: 'Point Collector',
    description: 'Earn 1,000 points.',
    category: 'milestone',
    icon: 'coins',
    criterion: 'points_earned',
    threshold: 1000,
  },
  {
    key: 'points_10000',
    title: 'High Earner',
    description: 'Earn 10,000 points.',
    category: 'milestone',
    icon: 'gem',
    criterion: 'points_earned',
    threshold: 10000,
  },
  {
    key: 'first_hunt_prediction',
    title: 'Fortune Teller',
    description: 'Predict your first bonus hunt.',
    category: 'bonus',
    icon: 'crystal-ball',
    criterion: 'bonus_hunt_predictions',
    threshold: 1,
  },
  {
    key: 'first_bracket',
    title: 'Bracket Buster',
    description: 'Predict your first tournament bracket.',
    category: 'gaming',
    icon: 'trophy',
    criterion: 'tournament_predictions',
    threshold: 1,
  },
  {
    key: 'first_raffle',
    title: 'Feeling Lucky',
    description: 'Enter your first raffle.',
    category: 'special',
    icon: 'ticket',
    criterion: 'raffle_entries',
    threshold: 1,
  },
  {
    key: 'high_roller',
    title: 'High Roller',
    description: 'Awarded by the team to our biggest wagerers.',
    category: 'wagering',
    icon: 'dice',
    criterion: 'manual',
    threshold: 0,
  },
];
