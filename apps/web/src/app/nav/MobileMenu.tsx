import { displayName } from '@podium/shared/common/display-name';
import type { CurrentUser } from '@podium/shared/common/user';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/Avatar.tsx';
import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { FriendsDialog } from '@/features/friends/components/FriendsDialog.tsx';
import { FriendsMenuItem } from '@/features/friends/components/FriendsMenuItem.tsx';
import { UnreadTicketsBadge } from '@/features/tickets/components/UnreadTicketsBadge.tsx';
import { logout } from '@/lib/use-auth.ts';
import { accountLinks, isGroup, loginLink, type NavItem, navEntries } from './nav-links.ts';
import { ticketLinks } from './ticket-links.ts';
import { MenuTriggerContent, menuTriggerClass } from './triggers.tsx';

const linkClass =
  'block rounded-lg px-3 py-2.5 font-semibold text-slate-200 hover:bg-white/5 aria-[current=page]:bg-primary/15 aria-[current=page]:text-white';

interface MobileMenuProps {
  user: CurrentUser | null;
  isAdmin: boolean;
  /** Open at once (the visitor pressed the button before the menu's code had loaded). */
  defaultOpen?: boolean;
}

/** Below 768 px: a hamburger that opens a side sheet mirroring the whole navigation (and friends). */
export function MobileMenu({ user, isAdmin, defaultOpen = false }: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [friendsOpen, setFriendsOpen] = useState(false);
  const close = () => setOpen(false);
  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === '/'} className={linkClass} onClick={close}>
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger aria-label="Open menu" className={menuTriggerClass}>
          <MenuTriggerContent />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-60 bg-black/60 backdrop-blur-sm" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-70 flex w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto border-l border-white/10 bg-slate-950 p-5 shadow-2xl"
          >
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-lg font-bold text-white">Menu</Dialog.Title>
              <Dialog.Close
                aria-label="Close menu"
                className="rounded-lg p-2 text-slate-300 hover:bg-white/5"
              >
                <CloseIcon size={20} />
              </Dialog.Close>
            </div>
            <nav aria-label="Mobile">
              <ul className="flex flex-col gap-1">
                {navEntries.map((entry) =>
                  isGroup(entry) ? (
                    <li key={entry.label} className="mt-2">
                      <p className="px-3 pb-1 text-xs font-bold tracking-widest text-primary uppercase">
                        {entry.label}
                      </p>
                      <ul className="flex flex-col gap-1">{entry.items.map(link)}</ul>
                    </li>
                  ) : (
                    link(entry)
                  ),
                )}
              </ul>
            </nav>
            <div className="mt-auto border-t border-white/10 pt-4">
              {user ? (
                <>
                  <div className="mb-2 flex items-center gap-3 px-3">
                    <Avatar src={user.avatar_url} fallbackSeed={user.id} alt="" size={36} />
                    <span className="truncate font-semibold text-white">{displayName(user)}</span>
                  </div>
                  <FriendsMenuItem
                    onSelect={() => {
                      close();
                      setFriendsOpen(true);
                    }}
                  />
                  <ul className="flex flex-col gap-1">
                    {accountLinks(isAdmin, user.role === 'Moderator').map(link)}
                    {ticketLinks(user.role).map((entry) => (
                      <li key={entry.to}>
                        <NavLink to={entry.to} className={`${linkClass} flex items-center`} onClick={close}>
                          {entry.label}
                          {entry.unread ? <UnreadTicketsBadge className="ml-auto" /> : null}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    onClick={() => void logout()}
                    className="mt-1 w-full rounded-lg px-3 py-2.5 text-left font-semibold text-rose-300 hover:bg-rose-500/10"
                  >
                    Logout
                  </button>
                </>
              ) : (
                <ul>{link(loginLink)}</ul>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {user ? <FriendsDialog open={friendsOpen} onOpenChange={setFriendsOpen} /> : null}
    </>
  );
}
