import type { SlotRequest } from '@podium/shared/slot-requests/schemas';
import type { ReactNode } from 'react';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { resultLine, statusWords, wonWords } from '@/features/slot-requests/format.ts';

/** A list of requests: the slot, its provider, who asked and when; `action` adds a row's controls. */
export function RequestList(props: {
  label: string;
  requests: readonly SlotRequest[];
  empty: { title: string; description?: string };
  action?: (r: SlotRequest) => ReactNode;
  /** On the admin screen: the admin kit's empty state and dates (decision 053). */
  admin?: boolean;
}) {
  const { label, requests, empty, action, admin = false } = props;
  if (requests.length === 0)
    return admin ? (
      <AdminEmptyState title={empty.title} description={empty.description} />
    ) : (
      <EmptyState size="panel" title={empty.title} description={empty.description} />
    );
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {requests.map((r, i) => (
        <li
          key={r.id}
          className={`flex flex-wrap items-center gap-3 rounded-xl px-3 py-2 ${
            r.status === 'picked' ? 'bg-amber-500/15 ring-1 ring-amber-400/50' : 'bg-slate-950/40'
          }`}
        >
          <span className="w-6 text-right text-sm font-bold text-slate-500">{i + 1}</span>
          <div className="min-w-0 flex-1">
            <p className="break-words font-semibold text-white">{r.slot.name}</p>
            <p className="text-xs text-slate-400">
              {[r.slot.provider, `by ${r.username}`, r.source === 'chat' ? 'from Kick chat' : null]
                .filter(Boolean)
                .join(' · ')}{' '}
              ·{' '}
              {admin ? (
                <AdminDate iso={r.created_at} />
              ) : (
                <time dateTime={r.created_at}>
                  {new Date(r.created_at).toLocaleString('en-US', { timeZone: 'UTC' })} UTC
                </time>
              )}
            </p>
            {r.status === 'played' ? (
              <p className="text-xs text-emerald-300">
                {resultLine(r)}
                {wonWords(r) ? ` · ${r.username} won ${wonWords(r)}` : ''}
              </p>
            ) : null}
          </div>
          {r.status !== 'open' ? (
            <span className="text-xs font-bold uppercase tracking-wide text-amber-300">
              {statusWords[r.status]}
            </span>
          ) : null}
          {action?.(r)}
        </li>
      ))}
    </ol>
  );
}
