import type { AdminCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import { casinoAccountStateWords } from '@podium/shared/common/casino-accounts';
import { formatMoney } from '@podium/shared/common/money';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { type BadgeTone, StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass } from '@/components/styles.ts';

const tones: Record<AdminCasinoAccount['status'], BadgeTone> = {
  pending: 'amber',
  verified: 'emerald',
  refused: 'rose',
};

export type AccountAction = 'verify' | 'refuse' | 'move';

interface CasinoAccountRowProps {
  account: AdminCasinoAccount;
  viewerId: number | null;
  isAdmin: boolean;
  onAction: (action: AccountAction, account: AdminCasinoAccount) => void;
}

/** One casino account: the name on its casino, who holds it, what it has wagered, its state and the decisions. */
export function CasinoAccountRow({ account: a, viewerId, isAdmin, onAction }: CasinoAccountRowProps) {
  const own = viewerId !== null && a.holder?.id === viewerId;
  const canDecide = a.holder !== null && !own;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-white">
          {a.username} <span className="text-sm font-normal text-slate-400">on {a.casino}</span>
        </p>
        <p className="text-sm text-slate-300">
          {a.holder ? (
            <>
              Held by {a.holder.display_name} <span className="text-slate-400">@{a.holder.username}</span>
              {a.linked_at ? (
                <span className="text-slate-400">
                  {' '}
                  · linked <AdminDate iso={a.linked_at} />
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-slate-400">Released: no member holds it now</span>
          )}
        </p>
        <p className="text-xs text-slate-400">Wagered on record: {formatMoney(a.wagered, '$', 2)}</p>
        <p>
          <StatusBadge tone={tones[a.status]}>
            {casinoAccountStateWords(a.status, a.refusal_reason)}
          </StatusBadge>
          {a.decided_by ? (
            <span className="ml-2 text-xs text-slate-400">
              by {a.decided_by.username}
              {a.decided_at ? (
                <>
                  {' '}
                  · <AdminDate iso={a.decided_at} />
                </>
              ) : null}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {own ? <span className="text-xs text-slate-400">Your own: another admin decides it</span> : null}
        {canDecide && a.status !== 'verified' ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => onAction('verify', a)}
            aria-label={`Verify ${a.username} on ${a.casino}`}
          >
            Verify
          </button>
        ) : null}
        {canDecide && a.status !== 'refused' ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => onAction('refuse', a)}
            aria-label={`Refuse ${a.username} on ${a.casino}`}
          >
            Refuse
          </button>
        ) : null}
        {isAdmin && !own ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => onAction('move', a)}
            aria-label={`Move ${a.username} on ${a.casino} to another member`}
          >
            Move
          </button>
        ) : null}
      </div>
    </li>
  );
}
