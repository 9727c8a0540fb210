import { rankOrDefault } from '@podium/shared/points/levels';
import type { Profile } from '@podium/shared/profile/schemas';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar.tsx';
import type { FriendActionsSlot } from '@/features/profile/friend-actions-slot.ts';
import { ProfileBadges } from './ProfileBadges.tsx';
import { ProfileSocials } from './ProfileSocials.tsx';
import { XpBar } from './XpBar.tsx';

/** SPEC §2 Profile header: avatar, level, names, rank, socials, badges, XP bar and the actions. */
export function ProfileHeader({
  profile,
  viewerId,
  FriendActions,
}: {
  profile: Profile;
  viewerId: number | null;
  FriendActions: FriendActionsSlot;
}) {
  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col gap-6 rounded-3xl border border-white/10 bg-card p-5 shadow-2xl shadow-black/30 sm:p-8"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="relative self-center sm:self-start">
          <Avatar
            eager
            src={profile.avatar_url}
            fallbackSeed={profile.id}
            alt={`${profile.display_name}'s avatar`}
            size={104}
            className="ring-4 ring-primary/40"
          />
          <span className="absolute -right-1 -bottom-1 rounded-full border-2 border-slate-900 bg-linear-to-r from-secondary to-primary px-2.5 py-0.5 text-xs font-black text-white">
            Level {profile.level}
          </span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center sm:items-start sm:text-left">
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 sm:justify-start">
            <h1 id="profile-name" className="text-2xl font-black break-all text-white sm:text-3xl">
              {profile.display_name}
            </h1>
            <span
              title="Rank by points"
              className="rounded-full bg-amber-400/15 px-2.5 py-0.5 text-sm font-black text-amber-200"
            >
              <span className="sr-only">Rank </span>#{rankOrDefault(profile.rank)}
            </span>
          </div>
          <p className="max-w-full text-slate-400 wrap-anywhere">@{profile.username}</p>
          {profile.bio ? (
            <p className="max-w-full whitespace-pre-line text-slate-300 wrap-anywhere sm:max-w-2xl">
              {profile.bio}
            </p>
          ) : null}
          <ProfileSocials profile={profile} />
          <ProfileBadges badges={profile.badges} />
        </div>
        <div className="flex justify-center sm:justify-end">
          {profile.is_own_profile ? (
            <Link
              to="/settings"
              className="inline-flex items-center rounded-lg border border-white/15 bg-slate-900/60 px-4 py-2 text-sm font-bold text-slate-100 transition hover:border-primary/60"
            >
              Settings
            </Link>
          ) : (
            <fieldset aria-label="Friendship" className="m-0 min-w-0 border-0 p-0">
              <FriendActions userId={profile.id} friendship={profile.friendship} viewerId={viewerId} />
            </fieldset>
          )}
        </div>
      </div>
      <XpBar xp={profile.xp} xpNextLevel={profile.xp_next_level} />
    </section>
  );
}
