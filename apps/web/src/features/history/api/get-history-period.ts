import { commonErrors } from '@podium/shared/common/errors';
import { historyErrors } from '@podium/shared/history/errors';
import type { HistoryPeriod } from '@podium/shared/history/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, hasErrorCode } from '@/lib/http.ts';
import { historyPeriodRead } from './keys.ts';

/** HTTP 404: no closed period of that id (or an id that cannot be one). */
export const isPeriodNotFound = (error: unknown): boolean =>
  hasErrorCode(error, historyErrors.periodNotFound.code) || hasErrorCode(error, commonErrors.notFound.code);

/** GET /api/r/history/periods/{id}: a closed period's frozen standings. */
export const historyPeriodQuery = (id: string) => {
  const read = historyPeriodRead(id);
  return queryOptions({
    ...read,
    queryFn: () => getData<HistoryPeriod>(read.meta.path),
    retry: (failures: number, error: Error) => !isPeriodNotFound(error) && failures < 1,
  });
};

export const useHistoryPeriod = (id: string) => useQuery(historyPeriodQuery(id));
