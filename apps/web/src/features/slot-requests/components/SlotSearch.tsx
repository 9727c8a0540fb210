import { slotRequestMessages as m } from '@podium/shared/slot-requests/messages';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/EmptyState.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useSlotSearch } from '@/features/slot-requests/api/get-slot-requests.ts';
import { useRequestSlot } from '@/features/slot-requests/api/request-slot.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';

/** The catalogue's search box and its results, each with Request (members, while the queue is open). */
export function SlotSearch({ open, queuedSlotIds }: { open: boolean; queuedSlotIds: ReadonlySet<number> }) {
  const { user } = useAuth();
  const [q, setQ] = useState('');
  const typed = useDeferredValue(q.trim());
  const results = useSlotSearch(typed);
  const request = useRequestSlot();
  const staff = user?.role === 'Admin' || user?.role === 'Moderator';

  const ask = (slotId: number) =>
    request.mutate(slotId, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? m.requested);
        setQ('');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-col gap-3">
      <SearchBox label={m.searchLabel} showLabel value={q} onChange={setQ} placeholder="Gates of Olympus" />
      {!user ? (
        <p className="text-sm text-slate-300">
          <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            Log in
          </Link>{' '}
          to request a slot.
        </p>
      ) : null}
      {typed && results.data ? (
        results.data.length === 0 ? (
          <EmptyState size="panel" title={m.noMatches} />
        ) : (
          <ul aria-label="Matching slots" className="flex flex-col gap-2">
            {results.data.map((slot) => {
              const queued = queuedSlotIds.has(slot.id);
              return (
                <li key={slot.id} className="flex items-center gap-3 rounded-xl bg-slate-950/40 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-semibold text-white">{slot.name}</p>
                    {slot.provider ? <p className="text-xs text-slate-400">{slot.provider}</p> : null}
                  </div>
                  {slot.banned ? (
                    <span className="text-xs text-slate-400">Not requestable</span>
                  ) : queued ? (
                    <span className="text-xs text-slate-400">In the queue</span>
                  ) : user && !staff ? (
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      disabled={!open || request.isPending}
                      onClick={() => ask(slot.id)}
                      aria-label={`Request ${slot.name}`}
                    >
                      Request
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </div>
  );
}
