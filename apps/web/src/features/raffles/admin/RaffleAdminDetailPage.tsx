import { Link, useParams } from 'react-router';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { AdminClaimStates } from '@/components/claims/AdminClaimStates.tsx';
import { ChevronLeftIcon } from '@/components/icons/action-icons.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { adminHref } from '@/lib/admin-section.ts';
import { formatNumber } from '@/lib/format.ts';
import { AdminEntries } from './AdminEntries.tsx';
import { AdminWinners } from './AdminWinners.tsx';
import { useAdminRaffle } from './api/get-admin-raffle.ts';
import { AdminStatus } from './RaffleRow.tsx';

/** /admin-new/raffles/:id — one raffle: its winners (re-draw one with a reason) and its entries (remove). */
export function RaffleAdminDetailPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const back = (
    <Link to={adminHref({ path: 'raffles' })} className={`${buttonClass('ghost', 'sm')} mb-4 -ml-2.5`}>
      <ChevronLeftIcon /> All raffles
    </Link>
  );
  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <section aria-label="Raffle">
        {back}
        <AdminEmptyState title="Raffle not found" description="That link does not point at a raffle." />
      </section>
    );
  }
  return (
    <section aria-labelledby="admin-section-title">
      {back}
      <RaffleDetail id={id} />
    </section>
  );
}

function RaffleDetail({ id }: { id: number }) {
  const query = useAdminRaffle(id);
  return (
    <QueryState query={query} what="raffle">
      {(raffle) => (
        <div className="space-y-6">
          <header className={`${cardClass} p-5`}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="admin-section-title" className="text-xl font-semibold text-white sm:text-2xl">
                {raffle.title}
              </h2>
              <AdminStatus raffle={raffle} />
            </div>
            <p className="mt-1 text-sm text-slate-400">
              <AdminDate iso={raffle.start_datetime} /> – <AdminDate iso={raffle.end_datetime} /> ·{' '}
              {formatNumber(raffle.total_entries)} entries from {formatNumber(raffle.participants_count)}{' '}
              members ·{' '}
              <Link to={`/raffles/${raffle.id}`} className="text-accent underline">
                Public page
              </Link>
            </p>
            {raffle.cancelled_at ? (
              <p className="mt-1 text-sm text-rose-200">
                Cancelled <AdminDate iso={raffle.cancelled_at} />
                {raffle.cancelled_by ? ` by ${raffle.cancelled_by.username}` : ''}.
              </p>
            ) : null}
          </header>
          <AdminWinners raffle={raffle} />
          <AdminClaimStates claim={raffle.claim} />
          <AdminEntries raffle={raffle} />
        </div>
      )}
    </QueryState>
  );
}
