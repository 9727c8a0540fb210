/** Buttons the friend actions share (profile header and the friends panel). */
const base =
  'inline-flex items-center justify-center gap-1.5 rounded-lg font-bold transition disabled:cursor-not-allowed disabled:opacity-60';
export const friendButtonSize = { md: 'px-4 py-2 text-sm', sm: 'px-3 py-1.5 text-xs' } as const;
export const friendButtonClass = {
  primary: `${base} bg-linear-to-r from-secondary to-primary text-white shadow-lg shadow-secondary/30 enabled:hover:brightness-110`,
  neutral: `${base} border border-white/15 bg-slate-900/60 text-slate-100 enabled:hover:border-primary/60`,
  danger: `${base} border border-rose-400/40 bg-rose-500/10 text-rose-200 enabled:hover:bg-rose-500/20`,
} as const;
