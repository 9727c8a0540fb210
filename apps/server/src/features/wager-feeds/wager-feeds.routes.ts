import { ok } from '@podium/shared/common/envelope';
import { CSV_MAX_CHARS, wagerFeedMessages as m } from '@podium/shared/wager-feeds/messages';
import {
  connectionTestSchema,
  csvImportSchema,
  feedInputSchema,
  feedSchema,
} from '@podium/shared/wager-feeds/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { leaderboardChanged } from '../leaderboard/leaderboard.live.ts';
import { importCsv } from './csv.usecases.ts';
import { listFeeds } from './feeds.repository.ts';
import { saveFeed } from './feeds.usecases.ts';
import { syncPlatform, testConnection } from './sync.usecases.ts';
import { wagerFeedErrors } from './wager-feeds.errors.ts';

/** Every change answers the whole list again. */
const feeds = z.array(feedSchema);

/**
 * Admin (decision 026): each leaderboard's wager feed — provider, write-only key, status — plus "Test
 * connection", "Sync now" and CSV upload. The key never leaves the server: answers say set / last 4.
 */
export async function adminWagerFeedRoutes(app: App) {
  const { deps } = app;
  const list = async () => ok(await listFeeds(deps));

  app.get('/wager-feeds', { schema: describe({ data: feeds }) }, list);
  app.put(
    '/wager-feeds/:id',
    {
      config: { audit: 'wager-feeds.update' },
      schema: describe({ params: idParams(), body: feedInputSchema, data: feeds }),
    },
    async (request) => {
      await saveFeed(deps, auditContext(request), request.params.id, request.body);
      leaderboardChanged(deps); // a board leaving the demo has lost its invented players
      return { ...(await list()), message: m.saved };
    },
  );
  app.post(
    '/wager-feeds/:id/test',
    {
      config: { audit: 'wager-feeds.test' },
      schema: describe({ params: idParams(), data: connectionTestSchema }),
    },
    async (request) => {
      const result = await testConnection(deps, auditContext(request), request.params.id);
      const data = result.ok
        ? { ok: true, rows: result.rows, message: m.connectionOk(result.rows) }
        : { ok: false, rows: null, message: result.message };
      return { ...ok(data), message: data.message };
    },
  );
  app.post(
    '/wager-feeds/:id/sync',
    { config: { audit: 'wager-feeds.sync' }, schema: describe({ params: idParams(), data: feeds }) },
    async (request) => {
      const outcome = await syncPlatform(deps, request.params.id, {
        audit: auditContext(request),
        log: request.log,
      });
      if ('error' in outcome) throw wagerFeedErrors.providerFailed(outcome.error);
      const message = 'rows' in outcome ? m.synced(outcome.rows) : m.superseded;
      return { ...(await list()), message };
    },
  );
  app.post(
    '/wager-feeds/:id/csv',
    {
      bodyLimit: CSV_MAX_CHARS * 4 + 1024,
      config: { audit: 'wager-feeds.csv_import' },
      schema: describe({ params: idParams(), body: csvImportSchema, data: feeds }),
    },
    async (request) => {
      const message = await importCsv(deps, auditContext(request), request.params.id, request.body);
      return { ...(await list()), message };
    },
  );
}
