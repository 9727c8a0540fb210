import { cx } from './cx.ts';

/** A spinning ring with an accessible label; use `label` to say what is loading. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cx('flex flex-col items-center justify-center gap-3 py-16', className)}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
      />
      <span className="text-sm text-slate-400">{label}</span>
    </div>
  );
}
