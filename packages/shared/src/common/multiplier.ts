/** SPEC §9: multipliers show 2 decimals with an x suffix. */
export const formatMultiplier = (m: number): string => `${m.toFixed(2)}x`;

/** SPEC §9 colours: 10+ green; 5+ yellow; 2+ purple; below 2 red. */
export function multiplierTone(m: number): 'green' | 'yellow' | 'purple' | 'red' {
  if (m >= 10) return 'green';
  if (m >= 5) return 'yellow';
  if (m >= 2) return 'purple';
  return 'red';
}
