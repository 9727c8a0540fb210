import { formatMultiplier, multiplierTone } from '@podium/shared/common/multiplier';
import { cx } from '@/components/cx.ts';

const tones = {
  green: 'text-emerald-300',
  yellow: 'text-amber-300',
  purple: 'text-violet-300',
  red: 'text-rose-300',
} as const;

/** SPEC §9: 2 decimals with an x, coloured 10+ green, 5+ yellow, 2+ purple, below 2 red. */
export function Multiplier({ value, className }: { value: number | null; className?: string }) {
  if (value === null) return <span className="text-slate-500">—</span>;
  return (
    <span className={cx('font-mono font-semibold', tones[multiplierTone(value)], className)}>
      {formatMultiplier(value)}
    </span>
  );
}
