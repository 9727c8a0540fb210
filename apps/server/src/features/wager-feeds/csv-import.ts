import { readWagerCsv, type WagerCsvRow } from '@podium/shared/wager-feeds/csv';

export type CsvResult = { ok: true; rows: WagerCsvRow[] } | { ok: false; errors: string[] };

/**
 * The server's check of an uploaded wager CSV, with the same reader the browser's preview uses
 * (packages/shared/src/wager-feeds/csv.ts, decision 054): a file with any bad line yields no rows at
 * all, only its bad lines by number.
 */
export function parseWagerCsv(text: string): CsvResult {
  const reading = readWagerCsv(text);
  return reading.errors.length > 0 ? { ok: false, errors: reading.errors } : { ok: true, rows: reading.rows };
}
