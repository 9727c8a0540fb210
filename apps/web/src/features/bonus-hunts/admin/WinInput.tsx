import {
  bonusHuntAdminMessages as am,
  MAX_HUNT_AMOUNT,
  bonusHuntMessages as m,
} from '@podium/shared/bonus-hunts/messages';
import { isCentStep } from '@podium/shared/bonus-hunts/rules';
import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { readTypedNumber } from '@podium/shared/common/typed-number';
import { useState } from 'react';
import { toast } from 'sonner';
import { cx } from '@/components/cx.ts';
import { fieldClass } from '@/components/styles.ts';
import { winInputId } from './use-win-flow.ts';

/** The win as typed ("1,250.50"), or the words to show under the field (decision 047). */
function readWin(text: string): { win: number } | { error: string } {
  const read = readTypedNumber(text);
  if (!read.ok) return { error: read.message };
  const win = read.value ?? 0;
  if (win < 0) return { error: m.negative };
  if (win > MAX_HUNT_AMOUNT) return { error: m.tooLarge };
  if (!isCentStep(win)) return { error: m.step };
  return { win };
}

/**
 * The fast keyboard flow: type the win and press Enter; focus moves to the next game's win (`nextId`)
 * while it saves, and the row says "Saved". A win the field cannot read stays, its message under it.
 * After the finish a win is a correction: the reason must be given first.
 */
export function WinInput({
  game,
  nextId,
  reason,
  saved,
  onSend,
}: {
  game: HuntGame;
  nextId: number | null;
  reason: string | null;
  saved: boolean;
  onSend: (game: HuntGame, win: number) => void;
}) {
  const [value, setValue] = useState(game.slot_win === null ? '' : String(game.slot_win));
  const [error, setError] = useState<string | null>(null);
  const id = winInputId(game.id);
  const save = () => {
    const read = readWin(value);
    if ('error' in read) return setError(read.error);
    if (reason !== null && reason.trim() === '') {
      toast.error(am.reasonRequired);
      return;
    }
    // Focus moves on at once, so the next win can be typed while this one saves.
    if (nextId !== null) document.getElementById(winInputId(nextId))?.focus();
    onSend(game, read.win);
  };
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`Win for ${game.slot_name} (#${game.position})`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Win $"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            }
          }}
          className={cx(fieldClass, 'h-8 w-28 px-2 py-1 text-right font-mono text-sm')}
        />
        <span role="status" className="w-12 text-xs text-emerald-300">
          {saved ? am.saved : ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
