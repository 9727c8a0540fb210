import type { Envelope } from '@podium/shared/common/envelope';
import type {
  KickAdminState,
  KickChannelInput,
  KickCommands,
  KickEventLog,
  KickRules,
} from '@podium/shared/kick/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '@/lib/http.ts';

const path = '/api/admin/kick';
const eventsPath = `${path}/events`;

/** GET /api/admin/kick: channel, subscription, rules, commands. */
export const kickAdminQuery = queryOptions({
  queryKey: ['staff', 'kick'],
  queryFn: () => getData<KickAdminState>(path),
  meta: { path },
});

/** GET /api/admin/kick/events: the latest deliveries and what came of each. */
export const kickEventsQuery = queryOptions({
  queryKey: ['staff', 'kick', 'events'],
  queryFn: () => getData<KickEventLog[]>(eventsPath),
  meta: { path: eventsPath },
  refetchInterval: 15_000,
});

export const useKickAdmin = () => useQuery(kickAdminQuery);
export const useKickEvents = () => useQuery(kickEventsQuery);

/** Every write answers the whole state: keep it. */
function useKickMutation<V>(send: (v: V) => Promise<Envelope<KickAdminState>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(kickAdminQuery.queryKey, envelope.data);
    },
  });
}

export const useSaveChannel = () =>
  useKickMutation((input: KickChannelInput) => api.put<KickAdminState>(`${path}/channel`, input));
export const useSaveRules = () =>
  useKickMutation((input: KickRules) => api.put<KickAdminState>(`${path}/rules`, input));
export const useSaveCommands = () =>
  useKickMutation((input: KickCommands) => api.put<KickAdminState>(`${path}/commands`, input));
export const useSubscribe = () => useKickMutation(() => api.post<KickAdminState>(`${path}/subscribe`));
