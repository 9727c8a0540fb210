import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

interface PanelProps {
  title: string;
  description?: ReactNode;
  /** A control on the title's right ("View all"). */
  action?: ReactNode;
  /** 2 for a page's own sections (profile tabs); 3 for panels under a section title (admin pages). */
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}

/** A titled card: a region named by its heading, on public and admin pages alike. */
export function Panel({ title, description, action, level = 2, className, children }: PanelProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={cx(
        'flex min-w-0 flex-col gap-4 rounded-2xl border border-white/10 bg-card p-5',
        level === 3 && 'shadow-xl shadow-black/20 sm:p-6',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <div>
          <Heading
            id={id}
            className={level === 2 ? 'text-lg font-bold text-white' : 'font-semibold text-white'}
          >
            {title}
          </Heading>
          {description ? <p className="mt-0.5 text-sm text-slate-400">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A muted line for an empty list or a list that could not load, inside a panel. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-slate-950/40 px-4 py-6 text-center text-sm text-slate-400">{children}</p>
  );
}
