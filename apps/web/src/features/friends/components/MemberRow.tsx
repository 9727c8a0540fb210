import type { UserSummary } from '@podium/shared/common/user';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar.tsx';

/** A member in the friends panel: avatar and names linking to their profile, actions on the right. */
export function MemberRow({
  user,
  onNavigate,
  children,
}: {
  user: UserSummary;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl bg-slate-950/50 px-3 py-2.5">
      <Avatar src={user.avatar_url} fallbackSeed={user.id} alt="" size={36} />
      <Link
        to={`/profile/${encodeURIComponent(user.username)}`}
        onClick={onNavigate}
        className="flex min-w-0 flex-1 flex-col hover:underline"
      >
        <span className="truncate text-sm font-bold text-white">{user.display_name}</span>
        <span className="truncate text-xs text-slate-400">@{user.username}</span>
      </Link>
      <div className="shrink-0">{children}</div>
    </li>
  );
}
