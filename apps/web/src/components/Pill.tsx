import type { ReactNode } from 'react';

export type PillTone = 'neutral' | 'amber' | 'rose' | 'sky' | 'emerald';

const tones: Record<PillTone, string> = {
  neutral: 'bg-white/5 text-slate-300 ring-white/10',
  amber: 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
  rose: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
  sky: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  emerald: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30',
};

/** The classes of a pill of this tone (the admin kit's status badge looks the same). */
export const pillClass = (tone: PillTone = 'neutral') =>
  `inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`;

/** A small rounded label for a state or a role ("Pending", "Admin", "Active"); the tone carries no meaning alone. */
export function Pill({ tone = 'neutral', children }: { tone?: PillTone; children: ReactNode }) {
  return <span className={pillClass(tone)}>{children}</span>;
}
