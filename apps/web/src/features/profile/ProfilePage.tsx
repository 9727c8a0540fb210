import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { isNotFound, useProfile } from '@/api/get-profile.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ProfileHeader } from './components/ProfileHeader.tsx';
import { ProfileTabs } from './components/ProfileTabs.tsx';
import type { FriendActionsSlot } from './friend-actions-slot.ts';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';
const LOAD_FAILED = 'Failed to load profile data';

/** /profile/{username}: a member's public profile (SPEC §2 Profile). */
/** The profile page; the app gives it the friendship controls (another feature's) to show. */
export function ProfilePage({ FriendActions }: { FriendActions: FriendActionsSlot }) {
  const username = useParams().username ?? '';
  const { user } = useAuth();
  const { data: profile, error, isPending, isFetching, refetch } = useProfile(username);
  const notFound = isNotFound(error);
  useDocumentTitle(profile ? `${profile.display_name} | Profile` : 'Profile');

  useEffect(() => {
    if (error && !notFound) toast.error(LOAD_FAILED, { id: 'profile-load' });
  }, [error, notFound]);

  if (isPending) {
    return (
      <div className={pageClass}>
        <Spinner label="Loading profile" />
      </div>
    );
  }
  if (!profile) {
    return (
      <div className={pageClass}>
        {notFound ? (
          <EmptyState title="Profile Not Found" description={`There is no member called ${username}.`}>
            <Link to="/" className="font-bold text-accent underline">
              Back to Home
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title={LOAD_FAILED}>
            <RetryButton onClick={() => void refetch()} busy={isFetching} />
          </EmptyState>
        )}
      </div>
    );
  }
  return (
    <div className={pageClass}>
      <ProfileHeader profile={profile} viewerId={user?.id ?? null} FriendActions={FriendActions} />
      <ProfileTabs key={profile.id} profile={profile} signedIn={user !== null} />
    </div>
  );
}
