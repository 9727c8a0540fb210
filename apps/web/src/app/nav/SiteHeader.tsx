import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { Link } from 'react-router';
import { cx } from '@/components/cx.ts';
import { deferred } from '@/components/Deferred.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { DesktopNav } from './DesktopNav.tsx';
import { FriendsNavButton, MobileMenu, NotificationsNavButton, UserMenu } from './menus.tsx';
import { NavBrand } from './NavBrand.tsx';
import { loginLink } from './nav-links.ts';
import { useNavScroll } from './use-nav-scroll.ts';

/** The LIVE marker (decision 027): its code and the live stream load after the page has shown. */
const LiveMarker = deferred(() => import('./LiveMarker.tsx').then((m) => m.LiveMarker));

/**
 * The top bar. It hides while scrolling down past 100 px and blurs past 50 px; both states are
 * exposed as data attributes (data-hidden, data-blurred). Keyboard focus inside always shows it.
 */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const { user, isAdmin } = useAuth();
  const { hidden, blurred } = useNavScroll();
  return (
    <header
      data-hidden={hidden}
      data-blurred={blurred}
      className={cx(
        'sticky top-0 z-50 border-b bg-nav transition-[transform,box-shadow,border-color,backdrop-filter] duration-300 focus-within:translate-y-0',
        hidden && '-translate-y-full',
        blurred ? 'border-white/10 shadow-lg shadow-black/30 backdrop-blur-xl' : 'border-transparent',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <NavBrand siteName={settings.site_name} theme={settings.theme} />
        <LiveMarker />
        <div className="flex flex-1 justify-center">
          <DesktopNav />
        </div>
        {user ? <NotificationsNavButton /> : null}
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <FriendsNavButton />
              <UserMenu user={user} isAdmin={isAdmin} />
            </>
          ) : (
            <Link
              to={loginLink.to}
              className="rounded-lg bg-linear-to-r from-secondary to-primary px-4 py-2 text-sm font-bold text-white shadow-lg shadow-secondary/30 transition hover:brightness-110"
            >
              {loginLink.label}
            </Link>
          )}
        </div>
        <MobileMenu user={user} isAdmin={isAdmin} />
      </nav>
    </header>
  );
}
