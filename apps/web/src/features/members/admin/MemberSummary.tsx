import { lastActiveLabel } from '@podium/shared/common/last-active';
import type { AdminUserDetail } from '@podium/shared/members/schemas';
import { levelProgress } from '@podium/shared/points/levels';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar.tsx';
import { adminDateText } from '@/components/admin/AdminDate.tsx';
import { ExternalIcon } from '@/components/icons/ui-icons.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatNumber } from '@/lib/format.ts';
import { useNow } from '@/lib/use-now.ts';
import { BannedBadge } from './BannedBadge.tsx';
import { RoleBadge } from './RoleBadge.tsx';

type Member = AdminUserDetail['user'];

/** The member at a glance: who they are, their balances, and the fields only admins see. */
export function MemberSummary({ user }: { user: Member }) {
  const now = useNow(60_000);
  const progress = levelProgress(user.xp);
  const details: [string, string | null][] = [
    ['Email', user.email],
    ['Kick', user.kick_username],
    ['Joined', adminDateText(user.created_at)],
    ['Last active', lastActiveLabel(user.last_active, now)],
    ['Casino usernames', [user.crypto, user.crypto2, user.crypto3].filter(Boolean).join(', ') || null],
    [
      'Socials',
      [
        user.twitter_user && `X @${user.twitter_user}`,
        user.instagram_user && `Instagram @${user.instagram_user}`,
        user.youtube_user && `YouTube @${user.youtube_user}`,
        user.tiktok_user && `TikTok @${user.tiktok_user}`,
      ]
        .filter(Boolean)
        .join(' · ') || null,
    ],
  ];
  return (
    <article className={`${cardClass} p-5 sm:p-6`} aria-labelledby="admin-section-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar src={user.avatar_url} fallbackSeed={user.id} alt="" size={64} />
          <div className="min-w-0">
            <h2 id="admin-section-title" className="truncate text-xl font-semibold text-white sm:text-2xl">
              {user.display_name}
            </h2>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-400">
              <span className="truncate">@{user.username}</span>
              <RoleBadge role={user.role} />
              {user.banned_at ? <BannedBadge since={user.banned_at} /> : null}
            </p>
          </div>
        </div>
        <Link to={`/profile/${encodeURIComponent(user.username)}`} className={buttonClass('secondary', 'sm')}>
          <ExternalIcon /> Public profile
        </Link>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3">
        <Stat label="Points" value={formatNumber(user.points)} />
        <Stat label="Level" value={String(user.level)} />
        <Stat label="XP" value={`${formatNumber(progress.current)} / ${formatNumber(progress.needed)}`} />
      </dl>
      {user.bio ? <p className="mt-4 text-sm whitespace-pre-line text-slate-300">{user.bio}</p> : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-slate-400">{label}:</dt>
            <dd className="min-w-0 break-words text-slate-200">
              {value ?? <span className="text-slate-500">—</span>}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-white/10 bg-slate-950/30 px-3 py-2.5">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-white tabular-nums sm:text-base">{value}</dd>
    </div>
  );
}
