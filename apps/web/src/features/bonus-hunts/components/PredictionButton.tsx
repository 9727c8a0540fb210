import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { BonusHuntCurrent } from '@podium/shared/bonus-hunts/schemas';
import { Suspense, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { lazyOnUse, usePreloadWhenIdle } from '@/lib/lazy-on-use.ts';
import { useAuth } from '@/lib/use-auth.ts';

/** The modal's code (form fields, dialog, mutation) loads when a member reaches for the button or the browser is idle. */
const predictionDialog = lazyOnUse(() =>
  import('./PredictionDialog.tsx').then((mod) => mod.PredictionDialog),
);
const PredictionDialog = predictionDialog.Component;

/**
 * SPEC §4: shown while predictions are active; 'Update Your Prediction' when the member has one, else
 * 'Make Your Prediction'. A visitor is told 'You must be logged in to make predictions'.
 */
export function PredictionButton({ current }: { current: BonusHuntCurrent }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const active = Boolean(current.hunt?.predictions_active);
  usePreloadWhenIdle(predictionDialog.prefetch, active && user !== null);
  if (!active) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClass('primary')}
        onPointerEnter={user ? predictionDialog.prefetch : undefined}
        onFocus={user ? predictionDialog.prefetch : undefined}
        onClick={() => (user ? setOpen(true) : toast.error(m.loginRequired))}
      >
        {current.user_prediction ? m.updatePrediction : m.makePrediction}
      </button>
      {user && open && (
        <Suspense fallback={null}>
          <PredictionDialog current={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
