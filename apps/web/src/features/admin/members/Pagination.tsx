import { buttonClass } from '../components/styles.ts';
import { formatNumber } from './format.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 · 97 members" with Previous and Next. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <nav aria-label="Members pages" className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-slate-400" aria-live="polite">
        Page {page} of {pages} · {formatNumber(total)} member{total === 1 ? '' : 's'}
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
