import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

export const FriendsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </Icon>
);

/** The pending-request count on the friends button (hidden at zero). */
export function PendingBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 min-w-5 rounded-full bg-rose-500 px-1 text-center text-[0.7rem] leading-5 font-black text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export const friendsButtonLabel = (count: number) =>
  count > 0 ? `Friends, ${count} pending request${count === 1 ? '' : 's'}` : 'Friends';
