/**
 * Reads the amount an admin typed: "+250", "250", "-100", "−100" (a typographic minus), "1,000".
 * NaN when it is not a whole number, so the shared schema's message shows.
 */
export function parseAmount(text: string): number {
  const cleaned = text.trim().replace(/^[−–]/, '-').replace(/[,\s]/g, '');
  return /^[+-]?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
