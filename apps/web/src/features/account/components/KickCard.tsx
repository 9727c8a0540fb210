import type { CurrentUser } from '@podium/shared/common/user';
import { useEffect, useRef } from 'react';
import { cx } from '@/components/cx.ts';
import { LiveIcon } from '@/components/icons/social-icons.tsx';
import { useDisconnectKick } from '@/features/account/api/disconnect-kick.ts';

/** The Kick connection: connect by navigating to /auth/kick, or disconnect. Pulses when highlighted. */
export function KickCard({ user, highlighted }: { user: CurrentUser; highlighted: boolean }) {
  const disconnect = useDisconnectKick();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <div
      ref={card}
      id="kick-connection"
      data-highlighted={highlighted}
      className={cx(
        'flex flex-col gap-4 rounded-2xl border bg-slate-950/50 p-4 sm:flex-row sm:items-center sm:justify-between',
        highlighted ? 'animate-pulse border-lime-400 ring-2 ring-lime-400/70' : 'border-white/10',
      )}
    >
      <div className="flex items-center gap-3">
        <span className="rounded-xl bg-lime-400/15 p-2.5 text-lime-300">
          <LiveIcon size={24} />
        </span>
        <div>
          <h3 className="font-bold text-white">Kick</h3>
          {user.kick_username ? (
            <p className="text-sm text-slate-300">
              Connected as <span className="font-bold text-lime-300">{user.kick_username}</span>
            </p>
          ) : (
            <p className="text-sm text-slate-400">Required to enter raffles. Not connected.</p>
          )}
        </div>
      </div>
      {user.kick_username ? (
        <button
          type="button"
          onClick={() => disconnect.mutate()}
          disabled={disconnect.isPending}
          className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-2 font-bold text-rose-200 transition enabled:hover:bg-rose-500/20 disabled:opacity-60"
        >
          {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
        </button>
      ) : (
        <a
          href="/auth/kick"
          className="rounded-xl bg-lime-400 px-4 py-2 text-center font-bold text-slate-950 transition hover:brightness-110"
        >
          Connect Kick
        </a>
      )}
    </div>
  );
}
