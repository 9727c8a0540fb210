import { formatNumber } from '@/lib/format.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/action-icons.tsx';
import { buttonClass } from './styles.ts';

interface PaginationProps {
  /** The nav's accessible name ("Members pages"). */
  label: string;
  /** What is counted, singular and plural ({ one: 'member', other: 'members' }). */
  noun: { one: string; other: string };
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 · 97 members" with Previous and Next. */
export function Pagination({ label, noun, page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-400" aria-live="polite">
        Page {page} of {pages} · {formatNumber(total)} {total === 1 ? noun.one : noun.other}
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
