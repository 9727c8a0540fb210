import type { ReactNode } from 'react';
import { cardClass } from './styles.ts';

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`${cardClass} flex flex-col items-center px-6 py-12 text-center`}>
      <p className="text-base font-semibold text-white">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-400">{children}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
