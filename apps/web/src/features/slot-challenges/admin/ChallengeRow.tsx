import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { cardClass } from '@/components/styles.ts';
import { challengeSentence, stateLabel, stateTone } from '@/features/slot-challenges/format.ts';

/** A challenge in the admin list: its terms, state, window, places taken and winners. */
export function ChallengeRow({ challenge: c }: { challenge: Challenge }) {
  return (
    <li className={`${cardClass} flex flex-col gap-1 p-4`}>
      <p className="font-semibold text-white">{c.game}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
        <StatusBadge tone={stateTone[c.state]}>{stateLabel[c.state]}</StatusBadge>
        <span>
          {c.casino.name} · <AdminDate iso={c.starts_at} /> to <AdminDate iso={c.ends_at} /> ·{' '}
          {c.places_taken} of {c.places} places taken · {c.pending_claims} waiting
        </span>
      </div>
      <p className="break-words text-sm text-slate-300">{challengeSentence(c)}</p>
      {c.winners.length > 0 ? (
        <p className="text-sm text-emerald-300">
          {c.winners.map((w) => `#${w.place} ${w.username} (${w.casino_username})`).join(' · ')}
        </p>
      ) : null}
    </li>
  );
}
