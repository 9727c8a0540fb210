import type { CsvImport } from '@podium/shared/wager-feeds/schemas';
import type { AppDeps } from '../../app-types.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { leaderboardChanged } from '../leaderboard/leaderboard.live.ts';
import { parseWagerCsv } from './csv-import.ts';
import { currentPeriodOf, platformOf } from './feeds.repository.ts';
import { lockPlatformPeriod, recordImport, replaceWagers } from './sync.repository.ts';
import { wagerFeedErrors } from './wager-feeds.errors.ts';

/**
 * A CSV upload for a CSV platform: every row is checked first and a file with any bad row imports
 * nothing (400, the bad lines by number); a good file replaces the period's wagers in one transaction
 * and is recorded like a sync, and on the audit log (decision 039). Answers the players imported.
 */
export async function importCsv(
  deps: Pick<AppDeps, 'db' | 'cache' | 'live'>,
  audit: AuditContext,
  platformId: number,
  input: CsvImport,
) {
  const platform = await platformOf(deps.db, platformId);
  if (platform.provider !== 'csv') throw wagerFeedErrors.notCsv();
  const parsed = parseWagerCsv(input.csv);
  if (!parsed.ok) throw wagerFeedErrors.badCsv(parsed.errors);
  const rows = parsed.rows;
  await deps.db.transaction(async (tx) => {
    const period =
      input.period_id === undefined
        ? await currentPeriodOf(tx, platformId)
        : await lockPlatformPeriod(tx, platformId, input.period_id);
    if (!period)
      throw input.period_id === undefined ? wagerFeedErrors.noPeriod() : wagerFeedErrors.periodNotFound();
    await replaceWagers(tx, period.id, rows);
    await recordImport(tx, platformId, rows.length);
    await recordAudit(tx, audit, {
      action: 'wager-feeds.csv_import',
      target: { type: 'leaderboard', id: platformId },
      after: { period_id: period.id, players: rows.length },
    });
  });
  leaderboardChanged(deps);
  return rows.length;
}
