import { casinoAccountKey } from '@podium/shared/common/casino-accounts';
import { decimalToCents } from '@podium/shared/wager-feeds/amounts';
import { FEED_MAX_ROWS } from '@podium/shared/wager-feeds/messages';
import { CsvError, parse } from 'csv-parse/sync';
import type { FeedRow } from './providers/types.ts';

export type CsvResult = { ok: true; rows: FeedRow[] } | { ok: false; errors: string[] };

const MAX_ERRORS = 50;
const headers = {
  username: ['username', 'user', 'name', 'player'],
  wagered: ['wagered', 'wager', 'amount', 'wagered_amount', 'wagered amount', 'total wagered'],
  game: ['favourite game', 'favorite game', 'favourite_game', 'favorite_game', 'game', 'favorite game title'],
};
const find = (cells: string[], names: string[]) =>
  cells.findIndex((c) => names.includes(c.trim().toLowerCase()));

/** '1,234.56', '$1234.5', '1234' → cents; thousands commas only in their places. */
function cents(cell: string): number | null {
  const v = cell.trim().replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(v)) return null;
  return decimalToCents(v.replace(/,/g, ''));
}

const hasControl = (s: string) => /[\p{Cc}\p{Cf}]/u.test(s);

/**
 * Reads a wager CSV (Stake's export or a spreadsheet): columns username, wagered and optionally the
 * favourite game, with a header row naming them (any order) or in that order without one. Every bad
 * row is reported by its line number; a file with any bad row yields no rows at all.
 */
export function parseWagerCsv(text: string): CsvResult {
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 10_000,
    }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError ? (error as CsvError & { lines?: number }).lines : undefined;
    return { ok: false, errors: [`Line ${line ?? 1}: the file is not valid CSV (check the quotes)`] };
  }
  if (records.length === 0) return { ok: false, errors: ['Line 1: the file has no players'] };
  const first = records[0]!.record;
  let columns = { username: 0, wagered: 1, game: 2 };
  let body = records;
  if (find(first, headers.username) >= 0 || find(first, headers.wagered) >= 0) {
    columns = {
      username: find(first, headers.username),
      wagered: find(first, headers.wagered),
      game: find(first, headers.game),
    };
    if (columns.username < 0 || columns.wagered < 0)
      return {
        ok: false,
        errors: [`Line ${records[0]!.info.lines}: the header needs the columns username and wagered`],
      };
    body = records.slice(1);
  }
  if (body.length === 0) return { ok: false, errors: ['Line 2: the file has no players'] };
  if (body.length > FEED_MAX_ROWS)
    return { ok: false, errors: [`The file has more than ${FEED_MAX_ROWS} players`] };

  const errors: string[] = [];
  const seen = new Map<string, number>();
  const rows: FeedRow[] = [];
  for (const { info, record } of body) {
    const line = info.lines;
    const name = record[columns.username]?.trim() ?? '';
    const wagered = record[columns.wagered]?.trim() ?? '';
    const game = columns.game >= 0 ? (record[columns.game]?.trim() ?? '') : '';
    const problems: string[] = [];
    if (!name) problems.push('the username is empty');
    else if (name.length > 64 || /\s|[<>]/.test(name) || hasControl(name))
      problems.push('the username has spaces, angle brackets or is longer than 64 characters');
    const amount = cents(wagered);
    if (amount === null) problems.push(`wagered "${wagered.slice(0, 20)}" is not an amount`);
    if (game.length > 120 || hasControl(game))
      problems.push('the favourite game is too long or has control characters');
    // The one key of a casino account (decision 042); the name has no whitespace by now.
    const key = casinoAccountKey(name) ?? '';
    const earlier = seen.get(key);
    if (name && earlier !== undefined) problems.push(`${name} is already on line ${earlier}`);
    if (problems.length > 0) {
      if (errors.length < MAX_ERRORS) errors.push(`Line ${line}: ${problems.join('; ')}`);
      continue;
    }
    seen.set(key, line);
    rows.push({
      playerKey: key,
      displayName: name,
      wageredCents: amount!,
      favoriteGameTitle: game || null,
      avatarUrl: null,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
