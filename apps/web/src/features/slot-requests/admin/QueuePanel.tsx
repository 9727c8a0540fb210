import type { SlotRequest, SlotRequestState } from '@podium/shared/slot-requests/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { RequestList } from '@/features/slot-requests/components/RequestList.tsx';
import { formatPoints } from '@/features/slot-requests/format.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { type QueueAction, useQueueAction } from './api/admin-slot-requests.ts';
import { PlayedDialog } from './PlayedDialog.tsx';

/**
 * The queue with who and when: Pick at random (the next pick's seed hash shown before), remove (its
 * cost refunded, confirmed), mark played, clear (refunds all, confirmed).
 */
export function QueuePanel({ state }: { state: SlotRequestState }) {
  const action = useQueueAction();
  const [confirm, setConfirm] = useState<{ kind: 'clear' } | { kind: 'remove'; request: SlotRequest } | null>(
    null,
  );
  const [playing, setPlaying] = useState<SlotRequest | null>(null);
  const run = (a: QueueAction, done?: () => void, fail?: (error: unknown) => void) =>
    action.mutate(a, {
      onSuccess: (envelope) => {
        if (envelope.message) toast.success(envelope.message);
        done?.();
      },
      onError: (error) => {
        fail?.(error);
        toast.error(errorMessage(error));
      },
    });
  const open = state.queue.filter((r) => r.status === 'open').length;
  const refundable = state.queue.reduce((sum, r) => sum + (r.refunded ? 0 : r.cost), 0);

  return (
    <Panel
      level={3}
      title={`Queue (${state.queue.length})`}
      description={
        state.next_pick_hash ? (
          <span className="break-all">
            Next pick's seed hash (published before the pick): {state.next_pick_hash}
          </span>
        ) : undefined
      }
      action={
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={open === 0 || action.isPending}
            onClick={() => run({ kind: 'pick' })}
          >
            Pick at random
          </button>
          <button
            type="button"
            className={buttonClass('danger')}
            disabled={state.queue.length === 0 || action.isPending}
            onClick={() => setConfirm({ kind: 'clear' })}
          >
            Clear queue
          </button>
        </div>
      }
    >
      {state.last_pick?.request ? (
        <p className="text-sm text-slate-300">
          Last pick: <strong className="text-white">{state.last_pick.request.slot.name}</strong> by{' '}
          {state.last_pick.request.username} ·{' '}
          <Link
            to={`/slot-requests?pick=${state.last_pick.id}#verify`}
            className="text-primary underline-offset-4 hover:underline"
          >
            Verify
          </Link>
        </p>
      ) : null}
      <RequestList
        admin
        label="Queue"
        requests={state.queue}
        empty={{
          title: 'No requests in the queue',
          description: 'Requests from the site and !sr appear here.',
        }}
        action={(r) => (
          <div className="flex gap-2">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setPlaying(r)}>
              Mark played
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => setConfirm({ kind: 'remove', request: r })}
              aria-label={`Remove ${r.slot.name}`}
            >
              Remove
            </button>
          </div>
        )}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => (o ? undefined : setConfirm(null))}
        title={confirm?.kind === 'clear' ? 'Clear the queue?' : 'Remove this request?'}
        confirmLabel={confirm?.kind === 'clear' ? 'Clear queue' : 'Remove'}
        pendingLabel="Removing…"
        pending={action.isPending}
        onConfirm={() =>
          confirm &&
          run(confirm.kind === 'clear' ? { kind: 'clear' } : { kind: 'remove', id: confirm.request.id }, () =>
            setConfirm(null),
          )
        }
      >
        {confirm?.kind === 'clear'
          ? `Every request in the queue (${state.queue.length}) is removed${refundable > 0 ? ` and ${formatPoints(refundable)} refunded` : ''}.`
          : confirm?.kind === 'remove'
            ? `${confirm.request.slot.name}, requested by ${confirm.request.username}, leaves the queue${confirm.request.cost > 0 ? ` and ${formatPoints(confirm.request.cost)} are refunded` : ''}.`
            : null}
      </ConfirmDialog>
      <PlayedDialog
        request={playing}
        pending={action.isPending}
        onClose={() => setPlaying(null)}
        onSave={run}
      />
    </Panel>
  );
}
