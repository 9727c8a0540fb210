import { lastActiveLabel } from '@podium/shared/common/last-active';
import { roles } from '@podium/shared/common/user';
import { rankOrDefault } from '@podium/shared/points/levels';
import { profileErrors } from '@podium/shared/profile/errors';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isNotFound, profileQuery } from '@/api/get-profile.ts';
import { Avatar } from '@/components/Avatar.tsx';

const number = new Intl.NumberFormat('en-US');
const roleLabel = (role: string) => ((roles as readonly string[]).includes(role) ? role : 'Member');

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex flex-col rounded-lg bg-slate-950/60 px-2 py-1.5">
      <span className="text-[0.65rem] font-semibold tracking-wide text-slate-400 uppercase">{label}</span>
      <span className="font-bold text-white">{value}</span>
    </span>
  );
}

/** The hover card's content: the profile from the shared cache, or why it could not be shown. */
export function UserHoverCardBody({ username, onNavigate }: { username: string; onNavigate: () => void }) {
  const { data: p, error, isPending } = useQuery(profileQuery(username));
  if (isPending) {
    return (
      <span role="status" className="block py-6 text-center text-sm text-slate-400">
        Loading…
      </span>
    );
  }
  if (error || !p) {
    return (
      <span role="alert" className="block py-6 text-center text-sm font-semibold text-rose-200">
        {isNotFound(error) ? profileErrors.userNotFound.message : 'Failed to load user data'}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-3">
      <span className="flex items-center gap-3">
        <Avatar src={p.avatar_url} fallbackSeed={p.id} alt="" size={48} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-bold text-white">{p.display_name}</span>
          <span className="truncate text-sm text-slate-400">@{p.username}</span>
          {p.kick_username ? (
            <span className="truncate text-xs text-lime-300">Kick: {p.kick_username}</span>
          ) : null}
        </span>
        <span className="ml-auto self-start rounded-full bg-primary/20 px-2 py-0.5 text-xs font-bold text-accent">
          {roleLabel(p.role)}
        </span>
      </span>
      {p.bio ? <span className="line-clamp-3 block text-sm text-slate-300">{p.bio}</span> : null}
      <span className="grid grid-cols-2 gap-2 text-sm">
        <Stat label="Points" value={number.format(p.points)} />
        <Stat label="XP" value={number.format(p.xp)} />
        <Stat label="Bonus Hunt Predictions" value={number.format(p.stats.bonus_hunt_predictions)} />
        <Stat label="Raffle Entries" value={number.format(p.stats.raffle_entries)} />
        <Stat label="Rank" value={`#${rankOrDefault(p.rank)}`} />
        <Stat label="Last Active" value={lastActiveLabel(p.last_active, Date.now())} />
      </span>
      <Link
        to={`/profile/${encodeURIComponent(p.username)}`}
        onClick={onNavigate}
        className="rounded-lg bg-linear-to-r from-secondary to-primary px-3 py-2 text-center text-sm font-bold text-white hover:brightness-110"
      >
        View Profile
      </Link>
    </span>
  );
}
