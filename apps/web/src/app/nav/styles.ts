/** Shared class lists for navigation links and menus. */
export const navLinkClass =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-300 transition-colors hover:bg-white/5 hover:text-white aria-[current=page]:bg-primary/15 aria-[current=page]:text-white';

export const menuContentClass =
  'z-60 min-w-48 rounded-xl border border-white/10 bg-slate-900/95 p-1.5 shadow-2xl shadow-black/50 backdrop-blur-xl';

export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-200 outline-none select-none data-highlighted:bg-primary/20 data-highlighted:text-white';
