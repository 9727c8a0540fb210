import type { AdminRaffleEntry } from '@podium/shared/raffles/admin';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { EmptyNote } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { formatNumber } from '@/lib/format.ts';

const kinds = { passwordless: 'Free', points: 'Points', password: 'Password' } as const;

interface EntriesTableProps {
  entries: AdminRaffleEntry[];
  canRemove: boolean;
  onRemove: (entry: AdminRaffleEntry) => void;
}

/** The admin's ticket table: member, method, points spent (the refund), when, and Remove. */
export function EntriesTable({ entries, canRemove, onRemove }: EntriesTableProps) {
  if (entries.length === 0) return <EmptyNote>No entries yet</EmptyNote>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Raffle entries">
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Member
            </th>
            <th scope="col" className="py-2 pr-3">
              Method
            </th>
            <th scope="col" className="py-2 pr-3">
              Points
            </th>
            <th scope="col" className="py-2 pr-3">
              Entered
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 text-slate-300">
          {entries.map((entry) => (
            <tr key={entry.id} className={entry.removed_at ? 'opacity-60' : undefined}>
              <td className="py-2 pr-3">
                <span className="font-medium text-white">{entry.user.display_name}</span>{' '}
                <span className="text-slate-500">@{entry.user.username}</span>
              </td>
              <td className="py-2 pr-3">{kinds[entry.entry_type]}</td>
              <td className="py-2 pr-3 tabular-nums">{formatNumber(entry.points_spent)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">
                <AdminDate iso={entry.created_at} />
              </td>
              <td className="py-2 text-right whitespace-nowrap">
                {entry.removed_at ? (
                  <span className="text-xs text-slate-400">
                    Removed{entry.removed_by ? ` by ${entry.removed_by.username}` : ''}
                  </span>
                ) : canRemove ? (
                  <button
                    type="button"
                    className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200`}
                    onClick={() => onRemove(entry)}
                    aria-label={`Remove entry ${entry.id} of ${entry.user.display_name}`}
                  >
                    Remove
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
