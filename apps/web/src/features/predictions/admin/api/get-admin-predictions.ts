import type { Prediction } from '@podium/shared/predictions/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminPredictionsKey, adminPredictionsPath } from './keys.ts';

/** GET /api/admin/predictions: the newest predictions, every state. */
export const adminPredictionsQuery = queryOptions({
  queryKey: adminPredictionsKey,
  queryFn: () => getData<Prediction[]>(adminPredictionsPath),
});

export const useAdminPredictions = () => useQuery(adminPredictionsQuery);
