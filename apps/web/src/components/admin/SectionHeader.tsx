import type { ReactNode } from 'react';

interface SectionHeaderProps {
  title: string;
  titleId?: string;
  children: ReactNode;
  action?: ReactNode;
}

/** The title of an admin section, its one-line purpose and its main action. */
export function SectionHeader({ title, titleId, children, action }: SectionHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-white sm:text-2xl">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{children}</p>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </header>
  );
}
