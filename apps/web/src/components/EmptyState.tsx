import type { ReactNode } from 'react';
import { cx } from './cx.ts';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** What to do next, under the text: a link, "Try Again". */
  children?: ReactNode;
  /**
   * 'page' stands for a whole page or tab (an h2); 'panel' for an empty list inside a titled section,
   * such as an admin section under its h2 (an h3, smaller).
   */
  size?: 'page' | 'panel';
  className?: string;
}

/** A centred card for "nothing here" and "could not load" states, on public and admin pages alike. */
export function EmptyState({
  title,
  description,
  icon,
  children,
  size = 'page',
  className,
}: EmptyStateProps) {
  const page = size === 'page';
  const Heading = page ? 'h2' : 'h3';
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-2xl border border-white/10 bg-card px-6 py-12 text-center',
        page ? 'gap-3' : 'shadow-xl shadow-black/20',
        className,
      )}
    >
      {icon ? <div className="text-primary">{icon}</div> : null}
      <Heading className={page ? 'text-xl font-bold text-white' : 'text-base font-semibold text-white'}>
        {title}
      </Heading>
      {description ? (
        <p className={page ? 'max-w-md text-slate-400' : 'mt-1 max-w-sm text-sm text-slate-400'}>
          {description}
        </p>
      ) : null}
      {page || !children ? children : <div className="mt-5">{children}</div>}
    </div>
  );
}
