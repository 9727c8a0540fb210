/** Class names shared by the kit's controls, so every form and list looks the same. */

/** A text control without its padding, for controls that place an icon inside (search box). */
export const fieldClass =
  'block w-full rounded-lg border border-white/10 bg-slate-950/50 text-sm text-slate-100 ' +
  'placeholder:text-slate-500 transition-colors hover:border-white/20 focus:border-primary ' +
  'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-rose-400/70';

export const inputClass = `${fieldClass} px-3 py-2`;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50 whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-secondary text-white shadow-lg shadow-secondary/20 hover:brightness-110',
  secondary: 'border border-white/10 bg-white/5 text-slate-100 hover:bg-white/10',
  ghost: 'text-slate-300 hover:bg-white/10 hover:text-white',
  danger: 'bg-rose-600 text-white hover:bg-rose-500',
};

export function buttonClass(variant: ButtonVariant = 'secondary', size: 'sm' | 'md' | 'icon' = 'md'): string {
  const sizes = { sm: 'px-2.5 py-1.5 text-xs', md: 'px-4 py-2 text-sm', icon: 'h-8 w-8 text-sm' };
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export const cardClass = 'rounded-2xl border border-white/10 bg-card shadow-xl shadow-black/20 backdrop-blur';
