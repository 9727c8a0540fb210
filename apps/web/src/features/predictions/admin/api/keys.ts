import type { Envelope } from '@podium/shared/common/envelope';
import type { Prediction } from '@podium/shared/predictions/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { predictionsKey } from '@/features/predictions/api/keys.ts';

export const adminPredictionsKey = ['admin', 'predictions'] as const;
export const adminPredictionsPath = '/api/admin/predictions';

/** Every admin write answers the list: put it in place and reload the public page's read. */
export function applyList(client: QueryClient, envelope: Envelope<Prediction[]>) {
  if (envelope.data) client.setQueryData(adminPredictionsKey, envelope.data);
  void client.invalidateQueries({ queryKey: predictionsKey });
}
