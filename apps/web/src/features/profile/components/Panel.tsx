import type { ReactNode } from 'react';
import { cx } from '@/components/cx.ts';

/** A titled card inside a profile tab. */
export function Panel({
  title,
  children,
  className,
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section className={cx('flex flex-col gap-4 rounded-2xl border border-white/10 bg-card p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-white">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A label over a big number. */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-white/5 bg-slate-950/50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="text-xl font-black text-white">{value}</dd>
    </div>
  );
}

/** A muted line for an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-slate-950/40 px-4 py-6 text-center text-sm text-slate-400">{children}</p>
  );
}
