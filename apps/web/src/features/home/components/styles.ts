/** Class lists the home sections share. */
export const sectionClass = 'mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 sm:px-6';
export const sectionHeadingClass = 'text-2xl font-black tracking-tight text-white sm:text-3xl';
export const eyebrowClass = 'text-xs font-bold tracking-[0.25em] text-primary uppercase';
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-linear-to-r from-secondary to-primary px-6 py-3 font-bold text-white shadow-lg shadow-secondary/30 transition hover:brightness-110';
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-white/15 bg-slate-900/60 px-6 py-3 font-bold text-slate-100 transition hover:border-primary/60 hover:bg-slate-900';
