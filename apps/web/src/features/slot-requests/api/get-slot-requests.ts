import type { Slot, SlotRequestState } from '@podium/shared/slot-requests/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { slotRequestsRead } from './keys.ts';

/** GET /api/r/slot-requests: the queue, the viewer's own requests, the picks. */
export const slotRequestsQuery = queryOptions({
  ...slotRequestsRead,
  queryFn: () => getData<SlotRequestState>(slotRequestsRead.meta.path),
});

export const useSlotRequests = () => useQuery(slotRequestsQuery);

/** GET /api/r/slot-requests/slots?q=: catalogue slots by name (as the member types). */
export const useSlotSearch = (q: string) =>
  useQuery({
    queryKey: ['slot-requests', 'slots', q],
    queryFn: () => getData<Slot[]>(`/api/r/slot-requests/slots?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
    enabled: q.trim().length > 0,
  });
