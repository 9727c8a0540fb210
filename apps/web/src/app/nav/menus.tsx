import type { CurrentUser } from '@podium/shared/common/user';
import { useLocation } from 'react-router';
import { type DeferredFallbackProps, deferred } from '@/components/Deferred.tsx';
import { FriendsIcon, friendsButtonLabel } from '@/features/friends/components/FriendsIcon.tsx';
import { isActivePath, type NavGroup } from './nav-links.ts';
import {
  GroupTriggerContent,
  groupTriggerClass,
  MenuTriggerContent,
  menuTriggerClass,
  UserTriggerContent,
  userTriggerClass,
} from './triggers.tsx';

/**
 * The header's menus load once the page has shown (their popups are not needed to read it); until
 * then each shows its button, looking as it will (decision 019). The menus every visitor sees load
 * only when the visitor heads for them (decision 029); the signed-in ones, whose buttons carry live
 * counts, load once the browser is idle. A dropdown's stand-in answers the
 * pointer-down its real trigger opens on, so a click whose press lands before the swap and whose
 * release lands after it still opens the menu.
 */
export const NavGroupMenu = deferred(
  () => import('./NavGroupMenu.tsx').then((m) => m.NavGroupMenu),
  function NavGroupButton({ group, request }: { group: NavGroup } & DeferredFallbackProps) {
    const { pathname } = useLocation();
    const active = group.items.some((item) => isActivePath(pathname, item.to));
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={request}
        onClick={request}
        className={groupTriggerClass(active)}
      >
        <GroupTriggerContent label={group.label} />
      </button>
    );
  },
  { loadOn: 'intent' },
);

export const UserMenu = deferred(
  () => import('./UserMenu.tsx').then((m) => m.UserMenu),
  function UserMenuButton({
    user,
    request,
  }: { user: CurrentUser; isAdmin: boolean } & DeferredFallbackProps) {
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={request}
        onClick={request}
        className={userTriggerClass}
      >
        <UserTriggerContent user={user} />
      </button>
    );
  },
);

export const MobileMenu = deferred(
  () => import('./MobileMenu.tsx').then((m) => m.MobileMenu),
  function MobileMenuButton({
    request,
  }: { user: CurrentUser | null; isAdmin: boolean } & DeferredFallbackProps) {
    return (
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={request}
        className={menuTriggerClass}
      >
        <MenuTriggerContent />
      </button>
    );
  },
  { loadOn: 'intent' },
);

export const FriendsNavButton = deferred(
  () => import('@/features/friends/components/FriendsNavButton.tsx').then((m) => m.FriendsNavButton),
  function FriendsButton({ request }: DeferredFallbackProps) {
    return (
      <button
        type="button"
        onClick={request}
        aria-label={friendsButtonLabel(0)}
        className="relative rounded-full border border-white/10 bg-slate-900/60 p-2 text-slate-200"
      >
        <FriendsIcon size={20} />
      </button>
    );
  },
);
