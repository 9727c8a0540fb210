import { formatMultiplier, multiplierTone } from '@podium/shared/common/multiplier';

const tones = {
  green: 'text-emerald-300',
  yellow: 'text-amber-300',
  purple: 'text-violet-300',
  red: 'text-rose-300',
} as const;

/** SPEC §9: 2 decimals with an x, coloured 10+ green, 5+ yellow, 2+ purple, below 2 red. */
export function Multiplier({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <span className={`font-mono text-sm font-semibold ${tones[multiplierTone(value)]}`}>
      {formatMultiplier(value)}
    </span>
  );
}
