import type { SlotRequestState } from '@podium/shared/slot-requests/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { slotRequestsKey } from './keys.ts';

/** POST /api/r/slot-requests: requests a catalogue slot; answers the state. */
export const requestSlot = (slotId: number) =>
  api.post<SlotRequestState>('/api/r/slot-requests', { slot_id: slotId });

export function useRequestSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestSlot,
    onSuccess: (envelope) => {
      if (envelope.data) client.setQueryData(slotRequestsKey, envelope.data);
      void client.invalidateQueries({ queryKey: ['points-history'] });
    },
    onError: () => void client.invalidateQueries({ queryKey: slotRequestsKey }),
  });
}
