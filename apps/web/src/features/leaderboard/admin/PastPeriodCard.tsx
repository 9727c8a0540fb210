import { centsToAmount, formatMoney } from '@podium/shared/common/money';
import {
  type AdminPastPeriod,
  type AdminStanding,
  ordinal,
  type StandingStatus,
} from '@podium/shared/leaderboard/standings';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import type { BadgeTone } from '@/components/admin/StatusBadge.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';

/** What a dialog acts on: a period, and one of its prize ranks for the prize actions. */
export interface PastTarget {
  period: AdminPastPeriod;
  prize?: AdminStanding;
}
export type PastAction = 'close' | 'reopen' | 'match' | 'skip' | 'hold' | 'release';

const statusWords: Record<Exclude<StandingStatus, 'none'>, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Matched', tone: 'emerald' },
  unmatched: { label: 'Unmatched', tone: 'amber' },
  held: { label: 'Held', tone: 'sky' },
  skipped: { label: 'Skipped', tone: 'neutral' },
};
const payoutWords = { pending: 'Payout pending', paid: 'Paid', rejected: 'Payout rejected' } as const;

function PrizeRow({
  prize,
  symbol,
  onAction,
}: {
  prize: AdminStanding;
  symbol: string;
  onAction: (action: PastAction) => void;
}) {
  const state = prize.status === 'none' ? null : statusWords[prize.status];
  const open = prize.status === 'unmatched' || prize.status === 'held';
  const who = `${ordinal(prize.rank)} ${prize.display_name}`;
  return (
    <li className="rounded-xl border border-white/5 bg-slate-950/30 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 break-words text-sm text-white">
          <span className="font-semibold">{ordinal(prize.rank)}</span> {prize.display_name}{' '}
          <span className="font-mono text-xs text-slate-400">({prize.casino_username})</span>
        </p>
        <p className="text-sm font-semibold text-emerald-300">
          {formatMoney(centsToAmount(prize.prize_cents), symbol)}
        </p>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-400">
        {state ? <StatusBadge tone={state.tone}>{state.label}</StatusBadge> : null}
        {prize.payout ? (
          <StatusBadge
            tone={
              prize.payout.status === 'paid'
                ? 'emerald'
                : prize.payout.status === 'rejected'
                  ? 'rose'
                  : 'neutral'
            }
          >
            {payoutWords[prize.payout.status]}
          </StatusBadge>
        ) : null}
        <span>Wagered {formatMoney(centsToAmount(prize.wagered_cents), symbol)}</span>
        {prize.member ? <span>To {prize.member.username}</span> : null}
        {prize.decided_by ? <span>by {prize.decided_by.username}</span> : null}
      </div>
      {prize.reason ? <p className="mt-1 text-xs break-words text-slate-300">{prize.reason}</p> : null}
      {open ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => onAction('match')}
            aria-label={`Match ${who}`}
          >
            Match
          </button>
          {prize.status === 'unmatched' ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onAction('hold')}
              aria-label={`Hold ${who}`}
            >
              Hold
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onAction('release')}
              aria-label={`Release ${who}`}
            >
              Release
            </button>
          )}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => onAction('skip')}
            aria-label={`Skip ${who}`}
          >
            Skip
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** One ended period of a board: its state, its prize ranks, and Close now / Reopen. */
export function PastPeriodCard({
  period,
  symbol,
  onAction,
}: {
  period: AdminPastPeriod;
  symbol: string;
  onAction: (action: PastAction, target: PastTarget) => void;
}) {
  const closed = period.closed_at !== null;
  return (
    <li className={`${cardClass} p-4 sm:p-5`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-white">
            <AdminDate iso={period.starts_at} /> – <AdminDate iso={period.ends_at} />
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-400">
            {closed ? (
              <StatusBadge tone="emerald">Closed</StatusBadge>
            ) : (
              <StatusBadge tone="amber">Waiting to close</StatusBadge>
            )}
            <span>
              {period.players} player{period.players === 1 ? '' : 's'}
            </span>
            {closed ? (
              <span>
                closed <AdminDate iso={period.closed_at} />
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {closed ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onAction('reopen', { period })}
              disabled={period.has_paid}
              title={period.has_paid ? 'A prize of this period is paid: it cannot be reopened' : undefined}
            >
              Reopen
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => onAction('close', { period })}
            >
              Close now
            </button>
          )}
        </div>
      </div>
      {period.wagers_changed ? (
        <p className="mt-3 rounded-xl border border-amber-400/20 bg-amber-400/5 px-3 py-2 text-sm text-amber-100">
          The wager feed changed this period after it closed. Its results stay as frozen until you reopen it.
        </p>
      ) : null}
      {closed ? (
        period.prizes.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">No prize ranks: closed with its standings only.</p>
        ) : (
          <ul className="mt-3 space-y-2" aria-label="Prize winners">
            {period.prizes.map((prize) => (
              <PrizeRow
                key={prize.id}
                prize={prize}
                symbol={symbol}
                onAction={(action) => onAction(action, { period, prize })}
              />
            ))}
          </ul>
        )
      ) : (
        <p className="mt-3 text-sm text-slate-400">
          It closes within a quarter of an hour of its end, once the feed’s last sync is in, or now with Close
          now.
        </p>
      )}
    </li>
  );
}
