import { type StoreSort, storeSorts } from '@podium/shared/rules/store';
import { useId } from 'react';
import { ChevronDownIcon, SearchIcon } from '@/components/icons/ui-icons.tsx';

interface StoreToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: StoreSort;
  onSortChange: (sort: StoreSort) => void;
}

const fieldClass =
  'w-full rounded-xl border border-white/10 bg-slate-950/70 py-2.5 text-sm text-white focus:border-primary/60';

/** The search box and the §9 sort dropdown above the grid. */
export function StoreToolbar({ query, onQueryChange, sort, onSortChange }: StoreToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="relative sm:w-80">
        <label htmlFor={searchId} className="sr-only">
          Search items
        </label>
        <SearchIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder="Search items..."
          autoComplete="off"
          className={`${fieldClass} pr-3 pl-10 placeholder:text-slate-500`}
        />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-slate-300">
          Sort by
        </label>
        <div className="relative w-full sm:w-52">
          <select
            id={sortId}
            value={sort}
            onChange={(e) => onSortChange(e.target.value as StoreSort)}
            className={`${fieldClass} cursor-pointer appearance-none pr-10 pl-3`}
          >
            {storeSorts.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            size={18}
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-400"
          />
        </div>
      </div>
    </div>
  );
}
