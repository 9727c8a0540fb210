import { lastActiveLabel } from '@podium/shared/common/last-active';
import type { AdminUserRow } from '@podium/shared/members/schemas';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar.tsx';
import { cardClass } from '@/components/styles.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { formatNumber } from '@/lib/format.ts';
import { useNow } from '@/lib/use-now.ts';
import { BannedBadge } from './BannedBadge.tsx';
import { RoleBadge } from './RoleBadge.tsx';

export const memberHref = (id: number) => `${ADMIN_BASE}/members/${id}`;

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-400';

/** The members of one page; on phones only the member and points columns show (role under the name). */
export function MembersTable({ users, busy }: { users: AdminUserRow[]; busy: boolean }) {
  const now = useNow(60_000);
  return (
    <div className={`${cardClass} overflow-hidden`}>
      <table className="w-full text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">Members</caption>
        <thead className="border-b border-white/10 bg-white/[0.03]">
          <tr>
            <th scope="col" className={th}>
              Member
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Role
            </th>
            <th scope="col" className={`${th} text-right`}>
              Points
            </th>
            <th scope="col" className={`${th} hidden text-right md:table-cell`}>
              Level
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Last active
            </th>
          </tr>
        </thead>
        <tbody className={`divide-y divide-white/5 transition-opacity ${busy ? 'opacity-60' : ''}`}>
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-white/[0.03]">
              <td className="px-4 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar src={user.avatar_url} fallbackSeed={user.id} alt="" size={36} />
                  <div className="min-w-0">
                    <Link
                      to={memberHref(user.id)}
                      className="block truncate font-medium text-white hover:text-primary hover:underline"
                    >
                      {user.display_name}
                    </Link>
                    <p className="truncate text-xs text-slate-400">@{user.username}</p>
                    <p className="mt-1 flex flex-wrap gap-1 sm:hidden">
                      <RoleBadge role={user.role} />
                      {user.banned_at ? <BannedBadge since={user.banned_at} /> : null}
                    </p>
                  </div>
                </div>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <span className="flex flex-wrap gap-1">
                  <RoleBadge role={user.role} />
                  {user.banned_at ? <BannedBadge since={user.banned_at} /> : null}
                </span>
              </td>
              <td className="px-4 py-3 text-right font-medium text-slate-100 tabular-nums">
                {formatNumber(user.points)}
              </td>
              <td className="hidden px-4 py-3 text-right text-slate-300 tabular-nums md:table-cell">
                {user.level}
              </td>
              <td className="hidden px-4 py-3 text-slate-400 lg:table-cell">
                {lastActiveLabel(user.last_active, now)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
