import type { Prediction } from '@podium/shared/predictions/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { ConfirmRowDialog } from '@/components/admin/ConfirmRowDialog.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { SelectField } from '@/components/form/SelectField.tsx';
import { usePredictionsLive } from '@/features/predictions/api/use-predictions-live.ts';
import { formatPoints } from '@/features/predictions/format.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAdminPredictions } from './api/get-admin-predictions.ts';
import { type PredictionAction, usePredictionAction } from './api/prediction-actions.ts';
import { PredictionForm } from './PredictionForm.tsx';
import { PredictionRow } from './PredictionRow.tsx';

const words: AdminListWords = {
  title: 'Predictions',
  intro:
    'Ask the chat a question with 2–10 outcomes; members stake points until it locks. Resolve it and the winners share the whole pool; cancel refunds everyone.',
  what: 'predictions',
  add: 'Open prediction',
  list: 'Predictions, newest first',
  empty: {
    title: 'No predictions yet',
    description: 'Open a prediction; members see it on the Predictions page.',
  },
};

/** Admin › Predictions: open, lock, resolve (confirmed, with the winning outcome) and cancel (confirmed). */
export function PredictionsAdminPage() {
  const query = useAdminPredictions();
  usePredictionsLive();
  const dialogs = useEditDialogs<Prediction, 'resolve' | 'cancel'>();
  const action = usePredictionAction();
  const [winner, setWinner] = useState('');

  const run = (act: PredictionAction) =>
    action.mutate(act, {
      onSuccess: (envelope) => {
        if (envelope.message) toast.success(envelope.message);
        dialogs.close();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      row={(p) => (
        <PredictionRow
          key={p.id}
          prediction={p}
          busy={action.isPending && action.variables?.id === p.id}
          onLock={() => run({ kind: 'lock', id: p.id })}
          onResolve={() => {
            setWinner(String(p.outcomes[0]?.id ?? ''));
            dialogs.open('resolve', p);
          }}
          onCancel={() => dialogs.open('cancel', p)}
        />
      )}
      form={{
        title: () => 'Open prediction',
        size: 'lg',
        render: () => <PredictionForm onDone={dialogs.close} />,
      }}
    >
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="resolve"
        title="Resolve this prediction?"
        confirmLabel="Resolve and pay"
        pendingLabel="Paying…"
        pending={action.isPending}
        onConfirm={(p) => run({ kind: 'resolve', id: p.id, outcomeId: Number(winner) })}
      >
        {(p) => (
          <div className="flex flex-col gap-3">
            <p>
              The winners of <strong className="text-white">{p.title}</strong> share the pool of{' '}
              {formatPoints(p.total_pool)}. If nobody staked on the winning outcome, everyone is refunded.
              This cannot be undone.
            </p>
            <SelectField
              id="prediction-winner"
              label="Winning outcome"
              value={winner}
              onChange={setWinner}
              options={p.outcomes.map((o) => ({
                value: String(o.id),
                label: `${o.position}. ${o.label} (${formatPoints(o.pool)})`,
              }))}
            />
          </div>
        )}
      </ConfirmRowDialog>
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="cancel"
        title="Cancel this prediction?"
        confirmLabel="Cancel prediction"
        pendingLabel="Cancelling…"
        pending={action.isPending}
        onConfirm={(p) => run({ kind: 'cancel', id: p.id })}
      >
        {(p) => (
          <p>
            Every stake on <strong className="text-white">{p.title}</strong> ({formatPoints(p.total_pool)} in
            all) goes back to its member. This cannot be undone.
          </p>
        )}
      </ConfirmRowDialog>
    </AdminListSection>
  );
}
