import { type ReactNode, useId } from 'react';

/** One way of entering: its name, what it costs, and its control. */
export function MethodCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-white/10 bg-slate-950/40 p-4"
    >
      <div>
        <h3 id={id} className="font-bold text-white">
          {title}
        </h3>
        <p className="text-sm text-slate-400">{description}</p>
      </div>
      {children}
    </li>
  );
}
