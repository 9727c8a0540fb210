import type { CurrentUser } from '@podium/shared/common/user';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { UnreadTicketsBadge } from '@/features/tickets/components/UnreadTicketsBadge.tsx';
import { logout } from '@/lib/use-auth.ts';
import { accountLinks } from './nav-links.ts';
import { menuContentClass, menuItemClass } from './styles.ts';
import { ticketLinks } from './ticket-links.ts';
import { UserTriggerContent, userTriggerClass } from './triggers.tsx';

/** The signed-in menu: Profile, Settings, the admin panel for admins, and Logout. */
export function UserMenu({
  user,
  isAdmin,
  defaultOpen,
}: {
  user: CurrentUser;
  isAdmin: boolean;
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={`${userTriggerClass} relative`}>
        <UserTriggerContent user={user} />
        <UnreadTicketsBadge className="absolute -top-1 -right-1" />
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
          {ticketLinks(user.role).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
              <Link to={link.to}>
                {link.label}
                {link.unread ? <UnreadTicketsBadge className="ml-auto" /> : null}
              </Link>
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
