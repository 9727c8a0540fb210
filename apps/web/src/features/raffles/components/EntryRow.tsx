import type { RaffleEntry, RaffleEntryType } from '@podium/shared/raffles/schemas';
import { Avatar } from '@/components/Avatar.tsx';
import { UserLink } from '@/components/hover-card/UserLink.tsx';
import { Pill, type PillTone } from '@/components/Pill.tsx';
import { agoText } from '@/features/raffles/format.ts';

const kinds: Record<RaffleEntryType, { label: string; tone: PillTone }> = {
  passwordless: { label: 'Free', tone: 'emerald' },
  points: { label: 'Points', tone: 'sky' },
  password: { label: 'Password', tone: 'amber' },
};

/** One ticket: its member (linking to their profile), how it was entered and when. */
export function EntryRow({ entry, now }: { entry: RaffleEntry; now: number }) {
  const kind = kinds[entry.entry_type];
  return (
    <li className="flex items-center gap-3 rounded-xl bg-slate-950/40 px-3 py-2">
      <Avatar src={entry.user.avatar_url} fallbackSeed={entry.user.id} alt="" size={32} />
      <div className="min-w-0 flex-1">
        <UserLink username={entry.user.username} className="block truncate text-white">
          {entry.user.display_name}
        </UserLink>
        <time dateTime={entry.created_at} className="text-xs text-slate-400">
          {agoText(entry.created_at, now)}
        </time>
      </div>
      <Pill tone={kind.tone}>{kind.label}</Pill>
    </li>
  );
}
