/**
 * Casino amounts to integer cents, exactly: decimal strings and numbers are read digit by digit (no
 * float arithmetic), so '1234.565' is 123457 and 0.1 + 0.2 is 30. Half a cent rounds up. Null for
 * anything that is not a finite, non-negative amount within Number.MAX_SAFE_INTEGER cents.
 */
export function decimalToCents(value: string | number): number | null {
  const raw = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^\+?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/.exec(raw);
  if (!match) return null;
  const [, int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return null;
  // Shift the decimal point by the exponent, on the digit string.
  let digits = `${int}${frac}`;
  let point = int.length + Number(exp);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const whole = digits.slice(0, point) || '0';
  const cents = `${digits.slice(point, point + 2)}00`.slice(0, 2);
  const roundUp = (digits[point + 2] ?? '0') >= '5';
  const total = BigInt(whole) * 100n + BigInt(cents) + (roundUp ? 1n : 0n);
  return total <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(total) : null;
}

/** Amounts a provider already gives in cents (Clash.gg, Upgrader): whole, non-negative, safe. */
export function wholeCents(value: string | number): number | null {
  const n = typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * SPEC's username masking: 3 characters or fewer keep the first character; longer ones keep the first
 * two and the last. Hidden casino players are shown this way (or as 'Hidden player' with no name).
 */
export function maskPlayerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return HIDDEN_PLAYER;
  if (chars.length <= 3) return `${chars[0]}${'*'.repeat(chars.length - 1 || 1)}`;
  return `${chars[0]}${chars[1]}${'*'.repeat(Math.min(chars.length - 3, 6))}${chars[chars.length - 1]}`;
}

export const HIDDEN_PLAYER = 'Hidden player';
