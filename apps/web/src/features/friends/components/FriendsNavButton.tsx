import { useState } from 'react';
import { useFriendRequests } from '@/features/friends/api/get-friend-requests.ts';
import { FriendsDialog } from './FriendsDialog.tsx';
import { FriendsIcon, friendsButtonLabel, PendingBadge } from './FriendsIcon.tsx';

/** The top navigation's friends control: an icon with the pending count that opens the panel. */
export function FriendsNavButton({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const count = useFriendRequests(true).data?.length ?? 0;
  return (
    <FriendsDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          aria-label={friendsButtonLabel(count)}
          className="relative rounded-full border border-white/10 bg-slate-900/60 p-2 text-slate-200 transition-colors hover:border-primary/50 hover:text-white"
        >
          <FriendsIcon size={20} />
          <PendingBadge count={count} />
        </button>
      }
    />
  );
}
