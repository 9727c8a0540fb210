import type { ReactNode } from 'react';

/** One labelled value of the verify data (a seed, a hash), in a monospace box that wraps. */
export function SeedRow({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-semibold text-slate-200">{label}</dt>
      <dd className="flex flex-col gap-1">
        <code className="rounded-lg bg-slate-950/70 px-3 py-2 font-mono text-xs break-all text-slate-100">
          {children}
        </code>
        {hint ? <span className="text-xs text-slate-400">{hint}</span> : null}
      </dd>
    </div>
  );
}
