import { liveTopics } from '@podium/shared/common/live';
import { WORK_COUNTS_PATH, type WorkCounts } from '@podium/shared/staff-work/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { useLive } from '@/lib/use-live.ts';

/** GET /api/staff/work-counts: the waiting work the signed-in staff member may act on. */
export const workCountsQuery = queryOptions({
  queryKey: ['staff', 'work-counts'],
  queryFn: () => getData<WorkCounts>(WORK_COUNTS_PATH),
  meta: { path: WORK_COUNTS_PATH },
});

/**
 * The sidebar's counts, refetched whenever the server says waiting work changed (`staff-work`, decision
 * 053) and when the tab comes back; nothing while the viewer is not staff.
 */
export function useWorkCounts(enabled: boolean): WorkCounts {
  useLive(enabled ? { [liveTopics.staffWork]: [workCountsQuery.queryKey] } : {});
  return useQuery({ ...workCountsQuery, enabled }).data ?? {};
}
