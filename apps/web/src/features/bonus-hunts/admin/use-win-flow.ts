import { bonusHuntErrors } from '@podium/shared/bonus-hunts/errors';
import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/form-errors.ts';
import { hasErrorCode } from '@/lib/http.ts';
import { useRecordWin } from './api/record-win.ts';

export const winInputId = (gameId: number) => `hunt-win-${gameId}`;

/** How long a row's "Saved" mark stays after its win is recorded. */
const SAVED_MS = 4000;

/**
 * Recording wins for the games table (decision 047): a saved win marks its row "Saved" beside the input
 * (no toast over the inputs); a win above the hunt's multiple (409 `large_win`) asks first and, confirmed,
 * is sent again with `confirm_large_win`; any other refusal is toasted and focus goes back to the win.
 */
export function useWinFlow(huntId: number, reason: string | null) {
  const record = useRecordWin();
  const [saved, setSaved] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ game: HuntGame; win: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (game: HuntGame, win: number, confirmed = false) =>
    record
      .mutateAsync({
        id: huntId,
        gameId: game.id,
        slot_win: win,
        ...(reason ? { reason } : {}),
        ...(confirmed ? { confirm_large_win: true } : {}),
      })
      .then(() => {
        setAsking(null);
        setSaved(game.id);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSaved(null), SAVED_MS);
      })
      .catch((e: unknown) => {
        if (!confirmed && hasErrorCode(e, bonusHuntErrors.largeWin.code)) return setAsking({ game, win });
        setAsking(null);
        toast.error(errorMessage(e));
        document.getElementById(winInputId(game.id))?.focus();
      });

  return {
    send: (game: HuntGame, win: number) => void send(game, win),
    saved,
    pending: record.isPending,
    asking,
    confirm: () => {
      if (asking) void send(asking.game, asking.win, true);
    },
    cancel: () => setAsking(null),
  };
}
