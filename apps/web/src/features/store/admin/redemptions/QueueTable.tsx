import { storeMessages } from '@podium/shared/store/messages';
import {
  canProcessRedemption,
  canRefundRedemption,
  isOwnRedemption,
  refundNeedsAdmin,
} from '@podium/shared/store/redemptions';
import type { QueueRedemption } from '@podium/shared/store/schemas';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { CheckIcon } from '@/components/icons/ui-icons.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatPoints } from '@/features/store/admin/items/format.ts';
import { UndoIcon } from './icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface QueueTableProps {
  rows: QueueRedemption[];
  /** The signed-in moderator or admin: their own purchases are someone else's to handle. */
  viewerId: number | null;
  /** Only Admins refund a processed redemption (decision 043). */
  isAdmin: boolean;
  busy: boolean;
  /** The redemption whose action is in flight (its buttons are disabled meanwhile). */
  actingOn: number | null;
  onProcess: (row: QueueRedemption) => void;
  onRefund: (row: QueueRedemption) => void;
}

/** The id of a row's header cell, where focus goes once the row's buttons are gone. */
export const rowHeaderId = (id: number) => `redemption-${id}`;

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-400';

function Member({ user }: { user: QueueRedemption['user'] }) {
  return (
    <>
      <span className="block truncate font-medium text-slate-100">@{user.username}</span>
      <span className="block truncate text-xs text-slate-400">
        {user.kick_username ? `Kick: ${user.kick_username}` : 'No Kick account'}
      </span>
    </>
  );
}

/** Who processed it and when, and when it was refunded. */
function Outcome({ row }: { row: QueueRedemption }) {
  if (!row.processed_at && !row.refunded_at) return <span className="text-slate-500">Not yet</span>;
  return (
    <>
      {row.processed_at ? (
        <span className="block">
          <span className="text-slate-300">
            {row.processed_by ? `Processed by @${row.processed_by.username}` : 'Processed'}
          </span>{' '}
          <span className="text-xs text-slate-400">
            <AdminDate iso={row.processed_at} />
          </span>
        </span>
      ) : null}
      {row.refunded_at ? (
        <span className="block">
          <span className="text-slate-300">Refunded</span>{' '}
          <span className="text-xs text-slate-400">
            <AdminDate iso={row.refunded_at} />
          </span>
        </span>
      ) : null}
    </>
  );
}

/**
 * One page of the queue. Below the md breakpoint only the item and actions columns show, with the
 * member, cost and status under the item name; the date has its own column on wide screens only.
 */
export function QueueTable(props: QueueTableProps) {
  const { rows, viewerId, isAdmin, busy, actingOn, onProcess, onRefund } = props;
  const refundable = (status: QueueRedemption['status']) =>
    canRefundRedemption(status) && (isAdmin || !refundNeedsAdmin(status));
  return (
    <div className={`${cardClass} overflow-x-auto`}>
      <table className="w-full text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">Redemptions</caption>
        <thead className="border-b border-white/10 bg-white/[0.03]">
          <tr>
            <th scope="col" className={`${th} hidden 2xl:table-cell`}>
              Date
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Member
            </th>
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={`${th} hidden text-right md:table-cell`}>
              Cost
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Status
            </th>
            <th scope="col" className={`${th} hidden xl:table-cell`}>
              Processed
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={`divide-y divide-white/5 transition-opacity ${busy ? 'opacity-60' : ''}`}>
          {rows.map((row) => {
            const acting = actingOn === row.id;
            const own = isOwnRedemption(row.user.id, viewerId);
            const ownReasonId = own ? `redemption-${row.id}-own` : undefined;
            return (
              <tr key={row.id} className="align-top hover:bg-white/[0.03]">
                <td className="hidden px-4 py-3 whitespace-nowrap text-slate-300 2xl:table-cell">
                  <AdminDate iso={row.created_at} />
                </td>
                <td className="hidden max-w-48 px-4 py-3 md:table-cell">
                  <Member user={row.user} />
                </td>
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <span
                    id={rowHeaderId(row.id)}
                    tabIndex={-1}
                    className="block font-medium text-white focus:outline-none"
                  >
                    {row.item.name}
                  </span>
                  <span className="mt-0.5 block text-xs text-slate-400 2xl:hidden">
                    <AdminDate iso={row.created_at} />
                  </span>
                  <span className="mt-1 block space-y-1 text-xs text-slate-400 md:hidden">
                    <span className="flex flex-wrap items-center gap-2">
                      <StatusBadge status={row.status} />
                      <span className="text-slate-200 tabular-nums">{formatPoints(row.cost)}</span>
                    </span>
                    <span className="block">
                      <Member user={row.user} />
                    </span>
                    {row.status === 'pending' ? null : (
                      <span className="block">
                        <Outcome row={row} />
                      </span>
                    )}
                  </span>
                </th>
                <td className="hidden px-4 py-3 text-right whitespace-nowrap text-slate-100 tabular-nums md:table-cell">
                  {formatPoints(row.cost)}
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <StatusBadge status={row.status} />
                  <span className="mt-1 block text-xs xl:hidden">
                    {row.status === 'pending' ? null : <Outcome row={row} />}
                  </span>
                </td>
                <td className="hidden px-4 py-3 xl:table-cell">
                  <Outcome row={row} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-col items-stretch gap-2">
                    {canProcessRedemption(row.status) ? (
                      <button
                        type="button"
                        className={buttonClass('primary', 'sm')}
                        onClick={() => onProcess(row)}
                        disabled={acting || own}
                        aria-describedby={ownReasonId}
                        aria-label={`Mark processed: ${row.item.name} for @${row.user.username}`}
                      >
                        <CheckIcon /> Mark processed
                      </button>
                    ) : null}
                    {refundable(row.status) ? (
                      <button
                        type="button"
                        className={buttonClass('secondary', 'sm')}
                        onClick={() => onRefund(row)}
                        disabled={acting || own}
                        aria-describedby={ownReasonId}
                        aria-label={`Refund: ${row.item.name} for @${row.user.username}`}
                      >
                        <UndoIcon /> Refund
                      </button>
                    ) : (
                      <span className="text-right text-xs text-slate-500">No actions</span>
                    )}
                    {own && (canProcessRedemption(row.status) || refundable(row.status)) ? (
                      <span id={ownReasonId} className="max-w-48 text-right text-xs text-slate-400">
                        {storeMessages.ownRedemption}
                      </span>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
