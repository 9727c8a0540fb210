/**
 * SPEC §9: usernames of 3 characters or fewer keep the first character; longer ones keep the first
 * two and the last. Every hidden character becomes one '*' (counted in code points, so an emoji is one).
 * Top participants and the participants of a draw's public verify data are shown this way.
 */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length === 0) return '';
  if (chars.length <= 3) return chars[0] + '*'.repeat(chars.length - 1);
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 3) + chars[chars.length - 1];
}
