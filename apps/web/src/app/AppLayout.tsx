import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { affiliatesQuery } from '@/api/get-affiliates.ts';
import { leaderboardQuery } from '@/api/get-leaderboard.ts';
import { deferred } from '@/components/Deferred.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { CookieConsentBanner } from './cookie/CookieConsentBanner.tsx';
import { SiteFooter } from './footer/SiteFooter.tsx';
import { AppLoader } from './loader/AppLoader.tsx';
import { SiteHeader } from './nav/SiteHeader.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { useAuthLoading } from './use-auth-loading.ts';
import { useSiteSettings } from './use-site-settings.ts';
import { useThemeVariables } from './use-theme-variables.ts';

/** SPEC §1: settings, affiliates and leaderboard are fetched when the app loads, kept for the session. */
export const shellReads = [affiliatesQuery, leaderboardQuery] as const;

const Toasts = deferred(() => import('./Toasts.tsx').then((m) => m.Toasts));

/** The app shell around every page: theme, loader, navigation, footer, cookie banner and toasts. */
export function AppLayout() {
  const settings = useSiteSettings();
  useThemeVariables(settings.theme);
  usePrefetchQuery(affiliatesQuery);
  usePrefetchQuery(leaderboardQuery);
  const loading = useAuthLoading();

  // The toasts sit outside the page's isolated stacking context, so they show above a dialog and its
  // backdrop (issue 25: an error raised inside a dialog was blurred behind it).
  return (
    <>
      <div className="relative isolate flex min-h-dvh flex-col">
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-0 -z-10 bg-[radial-gradient(ellipse_80%_50%_at_50%_-10%,color-mix(in_srgb,var(--color-secondary)_22%,transparent),transparent),radial-gradient(ellipse_50%_40%_at_100%_100%,color-mix(in_srgb,var(--color-primary)_10%,transparent),transparent)]"
        />
        <a
          href="#main"
          className="sr-only z-80 rounded-lg bg-secondary px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/* Fixed over the page: first in the tab order after the skip link, it moves nothing. */}
        <CookieConsentBanner />
        <SiteHeader settings={settings} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter settings={settings} />
        <ScrollToTop />
        <AppLoader loading={loading} siteName={settings.site_name} variant={settings.theme.loader_style} />
      </div>
      <Toasts />
    </>
  );
}
