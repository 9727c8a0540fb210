/**
 * CSV writing (RFC 4180) for the payout export (decision 043), safe to open in a spreadsheet:
 * - a cell with a comma, a quote, a carriage return or a line feed is quoted, its quotes doubled;
 * - a cell that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return) gets a leading apostrophe, so `=HYPERLINK(…)` typed as a casino username or a
 *   reason is shown as text, never run (OWASP "CSV injection").
 * Numbers are written as they are (a negative amount stays a number).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: CRLF between rows and after the last. */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
