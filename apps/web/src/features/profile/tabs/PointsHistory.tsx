import { PointsLedger } from '@/components/PointsLedger.tsx';
import { usePointsHistory } from '@/features/profile/api/get-points-history.ts';

/** The member's own points ledger, newest first, a page at a time (nobody else sees it). */
export function PointsHistory() {
  const { data, status, hasNextPage, fetchNextPage, isFetchingNextPage } = usePointsHistory();
  return (
    <PointsLedger
      title="Points History"
      rows={data?.pages.flat() ?? []}
      status={status}
      more={{ show: hasNextPage, loading: isFetchingNextPage, onLoad: () => void fetchNextPage() }}
    />
  );
}
