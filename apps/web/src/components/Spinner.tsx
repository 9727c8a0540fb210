import { cx } from './cx.ts';

interface SpinnerProps {
  /** What is loading, in words; screen readers hear it through role="status". */
  label?: string;
  /** A small ring beside the label (inside a card or list), rather than a big ring over it. */
  inline?: boolean;
  className?: string;
}

/** A spinning ring with an accessible label, for a page, a panel or a list that is loading. */
export function Spinner({ label = 'Loading', inline = false, className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={cx(
        'flex items-center',
        inline ? 'gap-3 text-sm text-slate-300' : 'flex-col justify-center gap-3 py-16',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'animate-spin rounded-full border-primary/20 border-t-primary',
          inline ? 'size-5 border-2' : 'size-10 border-4',
        )}
      />
      <span className={inline ? undefined : 'text-sm text-slate-400'}>{label}</span>
    </div>
  );
}
