import { buttonClass } from '../components/styles.ts';
import { formatNumber } from '../members/format.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../members/icons.tsx';

interface QueuePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 · 97 redemptions" with Previous and Next. */
export function QueuePagination({ page, pageSize, total, onPage }: QueuePaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <nav aria-label="Redemption pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-400" aria-live="polite">
        Page {page} of {pages} · {formatNumber(total)} redemption{total === 1 ? '' : 's'}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeftIcon /> Previous
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          Next <ChevronRightIcon />
        </button>
      </div>
    </nav>
  );
}
