/** The trust pages' texts and helpers, zod-free so the public pages stay small (decision 023). */
export const trustMessages = {
  saved: 'Page saved',
  loadFailed: 'Failed to load this page',
  saveFailed: 'Failed to save the page',
  reset: 'Page reset to its default text',
  resetFailed: 'Failed to reset the page',
  adultsOnly: '18+ only. Gamble responsibly.',
} as const;

/** Paragraphs of a trust page's body: split on blank lines, each kept as text. */
export const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
