import { bonusHuntAdminMessages as am, UNDO_SECONDS } from '@podium/shared/bonus-hunts/messages';
import type { BonusHunt } from '@podium/shared/bonus-hunts/schemas';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useUpdateHunt } from './api/update-hunt.ts';

/**
 * Open or close predictions. Closing them by mistake is undone from its toast: for `UNDO_SECONDS`
 * its Undo reopens them (an ordinary, audited update; decision 047).
 */
export function PredictionsToggle({ hunt }: { hunt: BonusHunt }) {
  const update = useUpdateHunt();
  const fail = (e: Error) => toast.error(errorMessage(e));
  const reopen = () =>
    update.mutate(
      { id: hunt.id, input: { predictions_active: true } },
      { onSuccess: () => toast.success(am.predictionsReopened, { id: 'hunt-predictions' }), onError: fail },
    );
  const toggle = () => {
    const closing = hunt.predictions_active;
    update.mutate(
      { id: hunt.id, input: { predictions_active: !closing } },
      {
        onSuccess: () =>
          closing
            ? toast.success(am.predictionsClosed, {
                id: 'hunt-predictions',
                duration: UNDO_SECONDS * 1000,
                action: { label: am.undo, onClick: reopen },
              })
            : toast.success(am.predictionsOpened, { id: 'hunt-predictions' }),
        onError: fail,
      },
    );
  };
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={update.isPending}
      onClick={toggle}
    >
      {hunt.predictions_active ? 'Close predictions' : 'Open predictions'}
    </button>
  );
}
