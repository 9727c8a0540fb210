import type { CurrentUser } from '@podium/shared/common/user';
import { raffleMessages } from '@podium/shared/raffles/messages';
import type { Raffle } from '@podium/shared/raffles/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EntryNoticeProps {
  raffle: Raffle;
  timing: { has_ended: boolean; is_accepting_entries: boolean };
  user: CurrentUser | null;
}

function Notice({ tone, children }: { tone: 'info' | 'warn'; children: ReactNode }) {
  const colours =
    tone === 'warn'
      ? 'border-amber-400/30 bg-amber-500/10 text-amber-100'
      : 'border-white/10 bg-slate-950/40 text-slate-300';
  return <div className={`rounded-xl border px-4 py-3 text-sm ${colours}`}>{children}</div>;
}

const linkClass = 'font-bold text-accent underline hover:text-white';

/**
 * Why entering is not possible right now, when it is not: the raffle has ended, was cancelled or is
 * not taking entries; else (SPEC §5) the visitor must log in, or the member must link Kick.
 */
export function EntryNotice({ raffle, timing, user }: EntryNoticeProps) {
  if (timing.has_ended) {
    return (
      <Notice tone="info">{raffle.is_cancelled ? raffleMessages.cancelled : raffleMessages.ended}</Notice>
    );
  }
  if (!timing.is_accepting_entries) return <Notice tone="info">{raffleMessages.notAccepting}</Notice>;
  if (!user) {
    return (
      <Notice tone="warn">
        {raffleMessages.loginRequired}.{' '}
        <Link to="/login" className={linkClass}>
          Login
        </Link>
      </Notice>
    );
  }
  if (!user.kick_username?.trim()) {
    return (
      <Notice tone="warn">
        {raffleMessages.kickRequired}{' '}
        <Link to="/settings?highlight=kick" className={linkClass}>
          Connect Kick
        </Link>
      </Notice>
    );
  }
  return null;
}
