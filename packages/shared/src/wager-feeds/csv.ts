import { casinoAccountKey } from '../common/casino-accounts.ts';
import { decimalToCents } from './amounts.ts';
import { type CsvRecord, readCsvText } from './csv-text.ts';
import { FEED_MAX_ROWS } from './messages.ts';

/** One good line of a wager CSV, as the `wagers` table keeps it. */
export interface WagerCsvRow {
  playerKey: string;
  displayName: string;
  wageredCents: number;
  favoriteGameTitle: string | null;
  avatarUrl: null;
}

/**
 * What a wager CSV comes to (decision 054): its good rows, every bad line by number (the first 50),
 * the lines read, the total wagered of the good rows, and the columns it has that nobody reads. The
 * browser shows it as the preview; the server imports `rows` only when `errors` is empty.
 */
export interface WagerCsvReading {
  rows: WagerCsvRow[];
  errors: string[];
  /** Bad lines in all (more than `errors` holds when there are over 50). */
  badLines: number;
  /** Player lines read (good and bad), the header not counted. */
  linesRead: number;
  totalCents: number;
  /** Header cells that are not username, wagered or favourite game; `column N` without a header. */
  extraColumns: string[];
}

/** The header the template carries and the reader prefers. */
export const CSV_TEMPLATE_HEADER = 'username,wagered,favourite game';
export const CSV_TEMPLATE = `${CSV_TEMPLATE_HEADER}\nExamplePlayer,1234.56,Gates of Olympus\n`;

const MAX_ERRORS = 50;
const headers = {
  username: ['username', 'user', 'name', 'player'],
  wagered: ['wagered', 'wager', 'amount', 'wagered_amount', 'wagered amount', 'total wagered'],
  game: ['favourite game', 'favorite game', 'favourite_game', 'favorite_game', 'game', 'favorite game title'],
};
const find = (cells: string[], names: string[]) => cells.findIndex((c) => names.includes(c.toLowerCase()));

/** '1,234.56', '$1234.5', '1234' → cents; thousands commas only in their places. */
function cents(cell: string): number | null {
  const v = cell.replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(v)) return null;
  return decimalToCents(v.replace(/,/g, ''));
}

const hasControl = (s: string) => /[\p{Cc}\p{Cf}]/u.test(s);

const failed = (error: string): WagerCsvReading => ({
  rows: [],
  errors: [error],
  badLines: 1,
  linesRead: 0,
  totalCents: 0,
  extraColumns: [],
});

/** Where the columns are: named by a header row (any order), or username, wagered, game in order. */
function columnsOf(first: CsvRecord) {
  const named = find(first.cells, headers.username) >= 0 || find(first.cells, headers.wagered) >= 0;
  if (!named) return { header: false, username: 0, wagered: 1, game: 2 } as const;
  return {
    header: true,
    username: find(first.cells, headers.username),
    wagered: find(first.cells, headers.wagered),
    game: find(first.cells, headers.game),
  } as const;
}

/**
 * Reads a wager CSV (Stake's export or a spreadsheet): columns username, wagered and optionally the
 * favourite game, with a header row naming them (any order) or in that order without one. Every bad
 * line is reported by its number; a duplicate player (one casino account key, decision 042) is bad.
 */
export function readWagerCsv(text: string): WagerCsvReading {
  const parsed = readCsvText(text);
  if (!parsed.ok) return failed(`Line ${parsed.line}: the file is not valid CSV (check the quotes)`);
  const { records } = parsed;
  if (records.length === 0) return failed('Line 1: the file has no players');
  const columns = columnsOf(records[0]!);
  if (columns.header && (columns.username < 0 || columns.wagered < 0))
    return failed(`Line ${records[0]!.line}: the header needs the columns username and wagered`);
  const body = columns.header ? records.slice(1) : records;
  if (body.length === 0) return failed('Line 2: the file has no players');
  if (body.length > FEED_MAX_ROWS) return failed(`The file has more than ${FEED_MAX_ROWS} players`);
  const used = [columns.username, columns.wagered, columns.game];
  const extraColumns = columns.header
    ? records[0]!.cells.filter((c, i) => !used.includes(i) && c !== '')
    : [];
  const reading: WagerCsvReading = { ...failed(''), errors: [], badLines: 0, extraColumns };
  const seen = new Map<string, number>();
  let widest = 0;
  for (const { line, cells } of body) {
    reading.linesRead++;
    widest = Math.max(widest, cells.length);
    const name = cells[columns.username] ?? '';
    const wagered = cells[columns.wagered] ?? '';
    const game = columns.game >= 0 ? (cells[columns.game] ?? '') : '';
    const problems: string[] = [];
    if (!name) problems.push('the username is empty');
    else if (name.length > 64 || /\s|[<>]/.test(name) || hasControl(name))
      problems.push('the username has spaces, angle brackets or is longer than 64 characters');
    const amount = cents(wagered);
    if (amount === null) problems.push(`wagered "${wagered.slice(0, 20)}" is not an amount`);
    if (game.length > 120 || hasControl(game))
      problems.push('the favourite game is too long or has control characters');
    const key = casinoAccountKey(name) ?? '';
    const earlier = seen.get(key);
    if (name && earlier !== undefined) problems.push(`${name} is already on line ${earlier}`);
    if (problems.length > 0 || amount === null) {
      reading.badLines++;
      if (reading.errors.length < MAX_ERRORS) reading.errors.push(`Line ${line}: ${problems.join('; ')}`);
      continue;
    }
    seen.set(key, line);
    reading.totalCents += amount;
    reading.rows.push({
      playerKey: key,
      displayName: name,
      wageredCents: amount,
      favoriteGameTitle: game || null,
      avatarUrl: null,
    });
  }
  // Cells past the header's (or, without one, past the third) belong to no column.
  const named = columns.header ? records[0]!.cells.length : 3;
  for (let n = named + 1; n <= widest; n++) reading.extraColumns.push(`column ${n}`);
  return reading;
}
