import { type StoreSort, storeSorts } from '@podium/shared/store/rules';
import { useId } from 'react';
import { ChevronDownIcon } from '@/components/icons/ui-icons.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { fieldClass } from '@/components/styles.ts';

interface StoreToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: StoreSort;
  onSortChange: (sort: StoreSort) => void;
}

/** The search box and the §9 sort dropdown above the grid. */
export function StoreToolbar({ query, onQueryChange, sort, onSortChange }: StoreToolbarProps) {
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <SearchBox
        label="Search items"
        placeholder="Search items..."
        value={query}
        onChange={onQueryChange}
        className="sm:w-80"
      />
      <div className="flex items-center gap-3">
        <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-slate-300">
          Sort by
        </label>
        <div className="relative w-full sm:w-52">
          <select
            id={sortId}
            value={sort}
            onChange={(e) => onSortChange(e.target.value as StoreSort)}
            className={`${fieldClass} cursor-pointer appearance-none py-2.5 pr-10 pl-3`}
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
