import type { ReactNode } from 'react';
import { cx } from './cx.ts';

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A centred card for "nothing here" and "could not load" states. */
export function EmptyState({ title, description, icon, children, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-2xl border border-white/10 bg-card px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? <div className="text-primary">{icon}</div> : null}
      <h2 className="text-xl font-bold text-white">{title}</h2>
      {description ? <p className="max-w-md text-slate-400">{description}</p> : null}
      {children}
    </div>
  );
}
