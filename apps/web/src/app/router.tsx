import { createBrowserRouter } from 'react-router';
import { boot } from '@/lib/boot.ts';
import { AppLayout } from './AppLayout.tsx';
import { AppLoader } from './loader/AppLoader.tsx';
import { RouteError } from './RouteError.tsx';

/** One lazily loaded module per route; pages that later issues build are not routed yet (not-found). */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // While the first route's module loads, the branded loader already shows (no blank page).
    HydrateFallback: () => (
      <AppLoader
        loading
        siteName={boot?.settings.site_name ?? 'Podium'}
        variant={boot?.settings.theme.loader_style ?? 'bar'}
      />
    ),
    children: [
      {
        index: true,
        lazy: () => import('@/features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'leaderboard',
        lazy: () =>
          import('@/features/leaderboard/LeaderboardPage.tsx').then((m) => ({
            Component: m.LeaderboardPage,
          })),
      },
      {
        path: 'profile',
        lazy: () =>
          import('@/features/profile/ProfileRedirect.tsx').then((m) => ({ Component: m.ProfileRedirect })),
      },
      {
        path: 'profile/:username',
        lazy: () => import('./routes/ProfileRoute.tsx').then((m) => ({ Component: m.ProfileRoute })),
      },
      {
        path: 'settings',
        lazy: () =>
          import('@/features/account/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'store',
        lazy: () => import('@/features/store/StorePage.tsx').then((m) => ({ Component: m.StorePage })),
      },
      {
        path: 'login',
        lazy: () => import('@/features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'admin-new/*',
        lazy: () => import('./admin/AdminRoutes.tsx').then((m) => ({ Component: m.AdminRoutes })),
      },
      {
        path: '*',
        lazy: () => import('@/features/errors/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);
