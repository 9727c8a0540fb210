import type { Prediction } from '@podium/shared/predictions/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { predictionsRead } from './keys.ts';

/** GET /api/r/predictions: the newest predictions, with the viewer's stakes (the server renders the page with it). */
export const predictionsQuery = queryOptions({
  ...predictionsRead,
  queryFn: () => getData<Prediction[]>(predictionsRead.meta.path),
});

export const usePredictions = () => useQuery(predictionsQuery);
