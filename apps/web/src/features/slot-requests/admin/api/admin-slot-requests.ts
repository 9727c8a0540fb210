import type { Envelope } from '@podium/shared/common/envelope';
import type {
  Slot,
  SlotPlayedInput,
  SlotRequestSettingsInput,
  SlotRequestState,
} from '@podium/shared/slot-requests/schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSlotRequestsKey, slotRequestsKey } from '@/features/slot-requests/api/keys.ts';
import { api, getData } from '@/lib/http.ts';

const path = '/api/admin/slot-requests';

/** GET /api/admin/slot-requests: the state, with the next pick's commitment made. */
export const adminSlotRequestsQuery = queryOptions({
  queryKey: adminSlotRequestsKey,
  queryFn: () => getData<SlotRequestState>(path),
});
export const useAdminSlotRequests = () => useQuery(adminSlotRequestsQuery);

export const bannedSlotsKey = ['admin', 'slot-requests', 'banned'] as const;
export const useBannedSlots = () =>
  useQuery({ queryKey: bannedSlotsKey, queryFn: () => getData<Slot[]>(`${path}/slots/banned`) });

/** Every admin write answers the state: put it in place and reload the public page's read. */
function apply(client: QueryClient, envelope: Envelope<SlotRequestState>) {
  if (envelope.data) client.setQueryData(adminSlotRequestsKey, envelope.data);
  void client.invalidateQueries({ queryKey: slotRequestsKey });
}

export type QueueAction =
  | { kind: 'remove'; id: number }
  | { kind: 'clear' }
  | { kind: 'pick' }
  | { kind: 'played'; id: number; input: SlotPlayedInput }
  | { kind: 'settings'; input: SlotRequestSettingsInput };

export const runQueueAction = (a: QueueAction) => {
  switch (a.kind) {
    case 'remove':
      return api.post<SlotRequestState>(`${path}/${a.id}/remove`);
    case 'played':
      return api.post<SlotRequestState>(`${path}/${a.id}/played`, a.input);
    case 'settings':
      return api.put<SlotRequestState>(`${path}/settings`, a.input);
    default:
      return api.post<SlotRequestState>(`${path}/${a.kind}`);
  }
};

export function useQueueAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runQueueAction, onSuccess: (envelope) => apply(client, envelope) });
}

export type CatalogueAction =
  | { kind: 'import'; csv: string }
  | { kind: 'from-hunts' }
  | { kind: 'ban'; id: number; banned: boolean };

export const runCatalogueAction = (a: CatalogueAction) =>
  a.kind === 'ban'
    ? api.put<unknown>(`${path}/slots/${a.id}`, { banned: a.banned })
    : api.post<unknown>(`${path}/slots/${a.kind}`, a.kind === 'import' ? { csv: a.csv } : undefined);

export function useCatalogueAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runCatalogueAction,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: bannedSlotsKey });
      void client.invalidateQueries({ queryKey: ['slot-requests', 'slots'] });
    },
  });
}
