import { envelopeOf, ok } from '@podium/shared/common/envelope';
import {
  historyEntrySchema,
  historyPaginationSchema,
  historyPeriodSchema,
  historyQuerySchema,
} from '@podium/shared/history/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { cachedHistoryPage } from './history.cache.ts';
import { historyErrors } from './history.errors.ts';
import { periodView } from './periods.repository.ts';

/** The list answers the envelope plus `pagination` beside `data`, as the other paged lists. */
const pageAnswer = envelopeOf(z.array(historyEntrySchema)).extend({ pagination: historyPaginationSchema });

/** The public history of every contest (issue 30, decision 065): for everyone, signed in or not. */
export async function historyRoutes(app: App) {
  app.get(
    '/api/r/history',
    { schema: describe({ querystring: historyQuerySchema, responses: { 200: pageAnswer } }) },
    async (request) => {
      const { kind, page } = request.query;
      const { data, pagination } = await cachedHistoryPage(app.deps, kind, page);
      return { ...ok(data), pagination };
    },
  );

  app.get(
    '/api/r/history/periods/:id',
    { schema: describe({ params: idParams(), data: historyPeriodSchema }) },
    async (request) => {
      const period = await periodView(app.deps.db, request.params.id);
      if (!period) throw historyErrors.periodNotFound();
      return ok(period);
    },
  );
}
