import { isCentStep } from '@podium/shared/bonus-hunts/rules';
import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { inputClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useRecordWin } from './api/record-win.ts';

export const winInputId = (gameId: number) => `hunt-win-${gameId}`;

/**
 * The fast keyboard flow: type the win and press Enter; it is saved and focus moves to the next
 * game's win (`nextId`). After the finish a win is a correction, sent with `reason`.
 */
export function WinInput({
  huntId,
  game,
  nextId,
  reason,
}: {
  huntId: number;
  game: HuntGame;
  nextId: number | null;
  reason: string | null;
}) {
  const record = useRecordWin();
  const [value, setValue] = useState(game.slot_win === null ? '' : String(game.slot_win));
  const save = () => {
    const win = Number(value);
    if (value.trim() === '' || !Number.isFinite(win) || win < 0 || !isCentStep(win)) {
      toast.error('Enter the win: 0 or more, in steps of 0.01');
      return;
    }
    if (reason !== null && reason.trim() === '') {
      toast.error('Give a reason for the correction');
      return;
    }
    // Focus moves on at once, so the next win can be typed while this one saves. The promise (not
    // mutate's callbacks) reports back: this field remounts when the saved win arrives.
    if (nextId !== null) document.getElementById(winInputId(nextId))?.focus();
    record
      .mutateAsync({ id: huntId, gameId: game.id, slot_win: win, ...(reason ? { reason } : {}) })
      .then((e) => toast.success(`${game.slot_name}: ${e.message ?? 'Win recorded'}`, { id: 'hunt-win' }))
      .catch((e: unknown) => {
        toast.error(errorMessage(e));
        document.getElementById(winInputId(game.id))?.focus();
      });
  };
  return (
    <input
      id={winInputId(game.id)}
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      aria-label={`Win for ${game.slot_name} (#${game.position})`}
      placeholder="Win $"
      value={value}
      disabled={record.isPending}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
        }
      }}
      className={`${inputClass} w-28 text-right font-mono`}
    />
  );
}
