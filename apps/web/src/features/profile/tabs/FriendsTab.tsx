import type { Profile } from '@podium/shared/profile/schemas';
import { Link } from 'react-router';
import { useMutualFriends } from '@/api/get-mutual-friends.ts';
import { Avatar } from '@/components/Avatar.tsx';
import { UserLink } from '@/components/hover-card/UserLink.tsx';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { Spinner } from '@/components/Spinner.tsx';

/** Friends: mutual friends of another member; a pointer to the nav on one's own; login when signed out. */
export function FriendsTab({ profile, signedIn }: { profile: Profile; signedIn: boolean }) {
  if (!signedIn) {
    return (
      <Panel title="Friends">
        <p className="text-slate-300">
          <Link to="/login" className="font-bold text-accent underline">
            Log in
          </Link>{' '}
          to see friends and mutual friends.
        </p>
      </Panel>
    );
  }
  if (profile.is_own_profile) {
    return (
      <Panel title="Your Friends">
        <p className="text-slate-300">
          Find members, send friend requests and answer pending ones from the{' '}
          <strong className="text-white">Friends</strong> button in the top navigation.
        </p>
      </Panel>
    );
  }
  return <MutualFriends profile={profile} />;
}

function MutualFriends({ profile }: { profile: Profile }) {
  const { data, isPending, isError } = useMutualFriends(profile.id);
  return (
    <Panel title="Mutual Friends">
      {isPending ? (
        <Spinner label="Loading mutual friends" className="py-6" />
      ) : isError ? (
        <EmptyNote>Mutual friends could not be loaded.</EmptyNote>
      ) : data.length === 0 ? (
        <EmptyNote>You have no mutual friends with {profile.display_name} yet.</EmptyNote>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((u) => (
            <li key={u.id} className="flex items-center gap-3 rounded-xl bg-slate-950/50 px-4 py-3">
              <Avatar src={u.avatar_url} fallbackSeed={u.id} alt="" size={40} />
              <div className="flex min-w-0 flex-col">
                <UserLink username={u.username} className="truncate text-white">
                  {u.display_name}
                </UserLink>
                <span className="truncate text-xs text-slate-400">@{u.username}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
