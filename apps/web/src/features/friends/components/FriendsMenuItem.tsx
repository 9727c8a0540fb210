import { useFriendRequests } from '@/features/friends/api/get-friend-requests.ts';
import { FriendsIcon, friendsButtonLabel } from './FriendsIcon.tsx';

/** The mobile menu's entry for the friends panel, with the pending count. */
export function FriendsMenuItem({ onSelect }: { onSelect: () => void }) {
  const count = useFriendRequests(true).data?.length ?? 0;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={friendsButtonLabel(count)}
      onClick={onSelect}
      className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left font-semibold text-slate-200 hover:bg-white/5"
    >
      <FriendsIcon size={18} />
      Friends
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="ml-auto rounded-full bg-rose-500 px-2 text-xs leading-5 font-black text-white"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
