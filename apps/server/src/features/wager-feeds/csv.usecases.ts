import { wagerFeedMessages as m } from '@podium/shared/wager-feeds/messages';
import type { CsvImport } from '@podium/shared/wager-feeds/schemas';
import type { AppDeps } from '../../app-types.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { leaderboardChanged } from '../leaderboard/leaderboard.live.ts';
import { parseWagerCsv } from './csv-import.ts';
import { currentPeriodOf, platformOf } from './feeds.repository.ts';
import {
  lockPlatformPeriod,
  mergeWagers,
  playersIn,
  recordImport,
  replaceWagers,
} from './sync.repository.ts';
import { wagerFeedErrors } from './wager-feeds.errors.ts';

/**
 * A CSV upload for a CSV platform (decision 054): every row is checked again here (the browser's
 * preview used the same reader) and a file with any bad row imports nothing (400, the bad lines by
 * number). A good file goes to the chosen period (default: current) in one transaction, replacing its
 * players or adding to and updating them, and is recorded like a sync and on the audit log (decision
 * 039). Answers what the admin is told.
 */
export async function importCsv(
  deps: Pick<AppDeps, 'db' | 'cache' | 'live'>,
  audit: AuditContext,
  platformId: number,
  input: CsvImport,
): Promise<string> {
  const platform = await platformOf(deps.db, platformId);
  if (platform.provider !== 'csv') throw wagerFeedErrors.notCsv();
  const parsed = parseWagerCsv(input.csv);
  if (!parsed.ok) throw wagerFeedErrors.badCsv(parsed.errors);
  const rows = parsed.rows;
  const message = await deps.db.transaction(async (tx) => {
    const period =
      input.period_id === undefined
        ? await currentPeriodOf(tx, platformId)
        : await lockPlatformPeriod(tx, platformId, input.period_id);
    if (!period)
      throw input.period_id === undefined ? wagerFeedErrors.noPeriod() : wagerFeedErrors.periodNotFound();
    let added = rows.length;
    if (input.mode === 'merge') added = await mergeWagers(tx, period.id, rows);
    else await replaceWagers(tx, period.id, rows);
    const players = input.mode === 'merge' ? await playersIn(tx, period.id) : rows.length;
    await recordImport(tx, platformId, players);
    await recordAudit(tx, audit, {
      action: 'wager-feeds.csv_import',
      target: { type: 'leaderboard', id: platformId },
      after: { period_id: period.id, mode: input.mode, players: rows.length },
    });
    return input.mode === 'merge' ? m.merged(added, rows.length - added) : m.imported(rows.length);
  });
  leaderboardChanged(deps);
  return message;
}
