import { levelProgress } from '@podium/shared/points/levels';
import { useId } from 'react';
import { formatNumber } from '@/lib/format.ts';

/** SPEC §4 Levels: the bar is the XP inside the level over what the next level needs. */
export function XpBar({ xp, xpNextLevel }: { xp: number; xpNextLevel: number | null }) {
  const { current, needed, percent } = levelProgress(xp, xpNextLevel);
  const labelId = useId();
  const text = `${formatNumber(current)} / ${formatNumber(needed)} XP`;
  return (
    <div className="flex w-full flex-col gap-1.5">
      <div className="flex justify-between text-xs font-semibold text-slate-400">
        <span id={labelId}>Progress to next level</span>
        <span>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={current}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-slate-950/70"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-secondary to-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
