import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

/** The bell's look, shared by its stand-in (before its code loads) and the real one. */
export const bellButtonClass =
  'relative rounded-full border border-white/10 bg-slate-900/60 p-2 text-slate-200 transition-colors hover:border-primary/50 hover:text-white';

/** The unread count on the bell (hidden at zero); the button's label says it in words. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notifications-badge"
      className="absolute -top-1 -right-1 min-w-5 rounded-full bg-rose-500 px-1 text-center text-[0.7rem] leading-5 font-black text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
