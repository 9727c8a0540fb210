import { z } from '../common/zod.ts';

export const achievementCategories = [
  'gaming',
  'social',
  'wagering',
  'milestone',
  'special',
  'bonus',
] as const;
export const achievementCategorySchema = z.enum(achievementCategories);
export type AchievementCategory = z.infer<typeof achievementCategorySchema>;

/** What unlocks an achievement automatically: a count or level reaching its threshold; 'manual' = admins only. */
export const achievementCriteria = [
  'manual',
  'friends',
  'level',
  'points_earned',
  'bonus_hunt_predictions',
  'tournament_predictions',
  'raffle_entries',
] as const;

/** An achievement as a member's profile shows it, unlocked or not. */
export const profileAchievementSchema = z.object({
  id: z.number().int(),
  /** Reading A calls it title, reading B name: both are sent. */
  title: z.string(),
  name: z.string(),
  description: z.string(),
  category: achievementCategorySchema,
  icon: z.string(),
  unlocked: z.boolean(),
  unlocked_at: z.string().nullable(),
});
export type ProfileAchievement = z.infer<typeof profileAchievementSchema>;

/** A badge admins award by hand, as the profile and the catalogue show it. */
export const badgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;
