import { displayName } from '@podium/shared/rules/display-name';
import type { CurrentUser } from '@podium/shared/user';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar.tsx';
import { ChevronDownIcon } from '@/components/icons/ui-icons.tsx';
import { logout } from '@/lib/use-auth.ts';
import { accountLinks } from './nav-links.ts';
import { menuContentClass, menuItemClass } from './styles.ts';

/** The signed-in menu: Profile, Settings, the admin panel for admins, and Logout. */
export function UserMenu({ user, isAdmin }: { user: CurrentUser; isAdmin: boolean }) {
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="group flex items-center gap-2 rounded-full border border-white/10 bg-slate-900/60 py-1 pr-3 pl-1 text-sm font-semibold text-slate-200 transition-colors hover:border-primary/50 hover:text-white">
        <Avatar src={user.avatar_url} fallbackSeed={user.id} alt="" size={30} />
        <span className="max-w-32 truncate">{name}</span>
        <span className="sr-only">account menu</span>
        <ChevronDownIcon size={16} className="transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-xs text-slate-400">
            Signed in as <span className="font-semibold text-slate-200">{user.username}</span>
          </DropdownMenu.Label>
          {accountLinks(isAdmin, user.role === 'Moderator').map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void logout()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
