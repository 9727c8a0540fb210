import { displayName } from '@podium/shared/common/display-name';
import type { CurrentUser } from '@podium/shared/common/user';
import { Avatar } from '@/components/Avatar.tsx';
import { cx } from '@/components/cx.ts';
import { ChevronDownIcon, MenuIcon } from '@/components/icons/ui-icons.tsx';
import { navLinkClass } from './styles.ts';

/**
 * The menus' buttons as the server renders them, before each menu's code has loaded (decision 019),
 * some as the summary of a disclosure (decision 051): the same look as the real triggers, which use
 * these class lists too.
 */
export const groupTriggerClass = (active: boolean) =>
  cx(navLinkClass, 'group flex items-center gap-1', active && 'bg-primary/15 text-white');

export const userTriggerClass =
  'group flex items-center gap-2 rounded-full border border-white/10 bg-slate-900/60 py-1 pr-3 pl-1 text-sm font-semibold text-slate-200 transition-colors hover:border-primary/50 hover:text-white';

export const menuTriggerClass =
  'rounded-lg border border-white/10 p-2 text-slate-200 hover:bg-white/5 md:hidden';

export function GroupTriggerContent({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDownIcon
        size={16}
        className="transition-transform group-data-[state=open]:rotate-180 in-open:rotate-180"
      />
    </>
  );
}

export function UserTriggerContent({ user }: { user: CurrentUser }) {
  return (
    <>
      <Avatar src={user.avatar_url} fallbackSeed={user.id} alt="" size={30} />
      <span className="max-w-32 truncate">{displayName(user)}</span>
      <span className="sr-only">account menu</span>
      <ChevronDownIcon size={16} className="transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
}

export const MenuTriggerContent = () => <MenuIcon size={22} />;
