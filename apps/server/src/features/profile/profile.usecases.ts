import { displayName } from '@podium/shared/common/display-name';
import { friendshipFor } from '@podium/shared/friends/rules';
import { levelProgress } from '@podium/shared/points/levels';
import type { Profile } from '@podium/shared/profile/schemas';
import type { Db } from '../../db/client.ts';
import { huntsPredicted, recentHuntPredictions } from '../bonus-hunts/bonus-hunts.repository.ts';
import { friendsCount, friendshipBetween } from '../friends/friends.repository.ts';
import { rafflesEntered, recentRafflesEntered } from '../raffles/entries.repository.ts';
import { recentTournamentPredictions, tournamentsPredicted } from '../tournaments/tournaments.repository.ts';
import { avatarUrl, findUserByUsername, isActiveMember } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { profileErrors } from './profile.errors.ts';
import { achievementsWithUnlocks, grantedBadges, rankByPoints } from './profile.repository.ts';

/**
 * GET /api/r/user/{username}: both readings of SPEC §3 Profile in one object, in seven queries
 * whatever the size of the catalogue or the member list. Raffle entries count the raffles entered
 * (with a live ticket); predictions count the tournaments and bonus hunts predicted.
 */
export async function buildProfile(db: Db, username: string, viewer: UserRow | null): Promise<Profile> {
  const user = await findUserByUsername(db, username);
  // A deleted (decision 023) or banned (decision 041) member has no profile.
  if (!user || !isActiveMember(user)) throw profileErrors.userNotFound();
  const isOwn = viewer?.id === user.id;
  const [
    rank,
    catalogue,
    badges,
    friends,
    friendship,
    raffleEntries,
    recentRaffles,
    predicted,
    recentPredicted,
    huntPredictions,
    recentHunts,
  ] = await Promise.all([
    rankByPoints(db, user.points),
    achievementsWithUnlocks(db, user.id),
    grantedBadges(db, user.id),
    friendsCount(db, user.id),
    viewer && !isOwn ? friendshipBetween(db, viewer.id, user.id) : Promise.resolve(undefined),
    rafflesEntered(db, user.id),
    recentRafflesEntered(db, user.id),
    tournamentsPredicted(db, user.id),
    recentTournamentPredictions(db, user.id),
    huntsPredicted(db, user.id),
    recentHuntPredictions(db, user.id),
  ]);
  const { level } = levelProgress(user.xp);
  const achievements = catalogue.map((a) => ({
    id: a.id,
    title: a.title,
    name: a.title,
    description: a.description,
    category: a.category,
    icon: a.icon,
    unlocked: a.unlockedAt !== null,
    unlocked_at: a.unlockedAt?.toISOString() ?? null,
  }));
  const unlocked = achievements.filter((a) => a.unlocked).length;
  const lastActive = user.lastActiveAt.toISOString();
  const createdAt = user.createdAt.toISOString();
  return {
    id: user.id,
    username: user.username,
    kick_username: user.kickUsername,
    global_name: user.name,
    display_name: displayName(user),
    avatar: user.avatar,
    avatar_url: avatarUrl(user),
    banner_url: null,
    role: user.role,
    bio: user.bio,
    points: user.points,
    xp: user.xp,
    level,
    xp_next_level: levelProgress(user.xp).needed,
    rank,
    created_at: createdAt,
    member_since: createdAt,
    last_active: lastActive,
    last_seen: lastActive,
    twitter_user: user.twitterUser,
    instagram_user: user.instagramUser,
    youtube_user: user.youtubeUser,
    tiktok_user: user.tiktokUser,
    twitter: user.twitterUser,
    website: null,
    badges,
    achievements,
    achievements_count: unlocked,
    bonus_hunt_predictions: huntPredictions,
    tournament_predictions: predicted,
    raffle_entries: raffleEntries,
    stats: {
      bonus_hunt_predictions: huntPredictions,
      tournament_predictions: predicted,
      raffle_entries: raffleEntries,
      achievement_count: unlocked,
      rank,
    },
    recent_activity: {
      bonus_hunt_predictions: recentHunts,
      tournament_predictions: recentPredicted,
      raffle_entries: recentRaffles,
    },
    friends_count: friends,
    is_own_profile: isOwn,
    friendship: viewer && !isOwn ? friendshipFor(friendship, viewer.id) : null,
  };
}
