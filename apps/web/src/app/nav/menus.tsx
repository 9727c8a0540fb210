import type { CurrentUser } from '@podium/shared/common/user';
import { useLocation } from 'react-router';
import { type DeferredFallbackProps, deferred } from '@/components/Deferred.tsx';
import { FriendsIcon, friendsButtonLabel } from '@/features/friends/components/FriendsIcon.tsx';
import { BellIcon, bellButtonClass } from '@/features/notifications/components/BellIcon.tsx';
import { MobileMenuStandIn } from './MobileMenuStandIn.tsx';
import { isActivePath, type NavGroup } from './nav-links.ts';
import { StandInDetails } from './StandInDetails.tsx';
import { groupHtml } from './stand-in-html.ts';
import { GroupTriggerContent, groupTriggerClass, UserTriggerContent, userTriggerClass } from './triggers.tsx';

/**
 * The header's menus load once the page has shown (their popups are not needed to read it); until
 * then each shows its button, looking as it will (decision 019). The menus every visitor sees load
 * only when the visitor heads for them (decision 029); the signed-in ones, whose buttons carry live
 * counts, load once the browser is idle. The navigation groups and the mobile menu stand in as
 * `<details>` disclosures holding their links in the server's markup (stand-in-html.ts), which work
 * before any script has run (decision 051).
 */
export const NavGroupMenu = deferred(
  () => import('./NavGroupMenu.tsx').then((m) => m.NavGroupMenu),
  function NavGroupStandIn({ group, request }: { group: NavGroup } & DeferredFallbackProps) {
    const { pathname } = useLocation();
    return (
      <StandInDetails request={request} className="relative">
        <summary className={groupTriggerClass(group.items.some((item) => isActivePath(pathname, item.to)))}>
          <GroupTriggerContent label={group.label} />
        </summary>
        <div
          className="contents"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the navigation's constant words and addresses, built on the server.
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? groupHtml(group, pathname) : '' }}
        />
      </StandInDetails>
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
  MobileMenuStandIn,
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

/** The notifications bell (decision 062): its count, live updates and menu load once the browser is idle. */
export const NotificationsNavButton = deferred(
  () => import('@/features/notifications/components/NotificationsBell.tsx').then((m) => m.NotificationsBell),
  function NotificationsButton({ request }: DeferredFallbackProps) {
    return (
      <button
        type="button"
        onClick={request}
        aria-label="Notifications"
        aria-haspopup="menu"
        aria-expanded={false}
        className={bellButtonClass}
      >
        <BellIcon size={20} />
      </button>
    );
  },
);
