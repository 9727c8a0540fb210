import type { AdminClaim } from '@podium/shared/slot-challenges/schemas';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { claimLabel, claimTone } from '@/features/slot-challenges/format.ts';

interface ClaimRowProps {
  claim: AdminClaim;
  busy: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}

const linkClass = 'break-all text-primary underline-offset-4 hover:underline';

/** A claim in the review queue: who, on which account, the proof; approve or refuse while pending. */
export function ClaimRow({ claim: c, busy, onApprove, onRefuse }: ClaimRowProps) {
  const who = `${c.user.username}'s claim on ${c.challenge.game}`;
  return (
    <li className={`${cardClass} flex flex-wrap items-center gap-3 p-4`} data-testid="claim-row">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">
          {c.user.username} · {c.challenge.game}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-400">
          <StatusBadge tone={claimTone[c.status]}>{claimLabel[c.status]}</StatusBadge>
          <span>
            Account {c.casino_username} · claimed <AdminDate iso={c.created_at} />
            {c.place !== null ? ` · place ${c.place}` : ''}
          </span>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          {c.bet_url ? (
            <a href={c.bet_url} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
              Bet link
            </a>
          ) : null}
          {c.image_url ? (
            <a href={c.image_url} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
              Screenshot
            </a>
          ) : null}
          <span className="text-slate-400">Prize: {c.challenge.prize_label}</span>
        </p>
        {c.reason ? <p className="mt-1 break-words text-sm text-rose-200">Reason: {c.reason}</p> : null}
      </div>
      {c.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={busy}
            onClick={onApprove}
            aria-label={`Approve ${who}`}
          >
            Approve
          </button>
          <button
            type="button"
            className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200`}
            onClick={onRefuse}
            aria-label={`Refuse ${who}`}
          >
            Refuse
          </button>
        </div>
      ) : null}
    </li>
  );
}
