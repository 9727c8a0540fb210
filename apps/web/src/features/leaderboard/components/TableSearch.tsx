import { useId } from 'react';
import { SearchIcon } from '@/components/icons/ui-icons.tsx';

/** The 'Search players...' box above the table. */
export function TableSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative sm:w-72">
      <label htmlFor={id} className="sr-only">
        Search players
      </label>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search players..."
        autoComplete="off"
        className="w-full rounded-xl border border-white/10 bg-slate-950/70 py-2.5 pr-3 pl-10 text-sm text-white placeholder:text-slate-500 focus:border-primary/60"
      />
    </div>
  );
}
