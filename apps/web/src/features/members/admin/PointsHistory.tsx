import { ADMIN_HISTORY_PAGE_SIZE, type AdminPointsTransaction } from '@podium/shared/members/schemas';
import { toast } from 'sonner';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { PointsLedger } from '@/components/PointsLedger.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useOlderPointsHistory } from './api/get-points-history.ts';

/** The member's ledger, newest first: the latest rows with the page, older ones on "Load more". */
export function PointsHistory({ userId, latest }: { userId: number; latest: AdminPointsTransaction[] }) {
  const older = useOlderPointsHistory(userId, latest);
  const rows = [...latest, ...(older.data?.pages.flat() ?? [])];
  const mayHaveMore = latest.length >= ADMIN_HISTORY_PAGE_SIZE && (!older.data || older.hasNextPage);

  const loadMore = () =>
    void older.fetchNextPage().then((result) => {
      if (result.isError) toast.error(errorMessage(result.error));
    });

  return (
    <PointsLedger
      title="Points history"
      description="Every change to the member's points, newest first."
      level={3}
      rows={rows}
      status="success"
      showActor
      when={(iso) => <AdminDate iso={iso} />}
      more={{ show: mayHaveMore, loading: older.isFetching, onLoad: loadMore }}
    />
  );
}
