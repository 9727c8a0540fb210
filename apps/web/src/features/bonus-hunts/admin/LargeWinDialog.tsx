import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { winInputId } from './use-win-flow.ts';

/**
 * Asked when the server refuses a win above the hunt's multiple (409 `large_win`, decision 047):
 * "12,500.00 on a $5.00 bet is 2,500×. Record it?" Confirmed, the win is sent again; cancelled, it
 * stays typed in its field, which gets focus back.
 */
export function LargeWinDialog({
  asking,
  pending,
  onConfirm,
  onCancel,
}: {
  asking: { game: HuntGame; win: number } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // The game asked about, kept past the close (`asking` is null by then) to give its field focus back.
  const last = useRef<number | null>(null);
  if (asking) last.current = asking.game.id;
  return (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={am.largeWinTitle}
      confirmLabel={am.largeWinConfirm}
      pendingLabel={am.largeWinPending}
      pending={pending}
      onConfirm={onConfirm}
      returnFocusTo={() => (last.current === null ? null : document.getElementById(winInputId(last.current)))}
    >
      {asking && (
        <p>
          <strong className="text-white">{asking.game.slot_name}</strong>:{' '}
          {am.largeWinQuestion(asking.win, asking.game.slot_bet)}
        </p>
      )}
    </ConfirmDialog>
  );
}
