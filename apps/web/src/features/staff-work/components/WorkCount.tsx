import { workCountWords } from '@podium/shared/staff-work/schemas';

/**
 * The number of waiting items beside a sidebar entry ("3"), read as "(3 waiting)"; nothing at zero or
 * while unknown, so a clear queue stays quiet.
 */
export function WorkCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  // The space keeps the link's name "Redemptions (3 waiting)" in every browser, whatever the layout.
  return (
    <>
      {' '}
      <span
        data-work-count=""
        className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-950 tabular-nums"
      >
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="sr-only">{`(${workCountWords(count)})`}</span>
      </span>
    </>
  );
}
