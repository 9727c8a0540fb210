import { FriendActions } from '@/features/friends/components/FriendActions.tsx';
import { ProfilePage } from '@/features/profile/ProfilePage.tsx';

/** /profile/:username — the profile page with the friends feature's controls composed in. */
export function ProfileRoute() {
  return <ProfilePage FriendActions={FriendActions} />;
}
