import { lazyPage } from '@/app/lazy-page.tsx';
import type { AppRoute } from './route-types.ts';

/** The stream overlays (OBS browser sources): bare pages, rendered in the browser, kept current live. */
export const overlayRoutes: readonly AppRoute[] = [
  {
    // A stream overlay (issue 11): the bracket alone on a transparent page, kept current by live events.
    path: '/overlay/tournaments/:id',
    module: import.meta.env.SSR ? 'src/features/tournaments/TournamentOverlayPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/tournaments/TournamentOverlayPage.tsx').then((m) => m.TournamentOverlayPage),
    ),
    serverRendered: false,
    bare: true,
  },
  {
    // A stream overlay (issue 29): the current prediction alone on a transparent page, kept current live.
    path: '/overlay/predictions',
    module: import.meta.env.SSR ? 'src/features/predictions/PredictionsOverlayPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/predictions/PredictionsOverlayPage.tsx').then((m) => m.PredictionsOverlayPage),
    ),
    serverRendered: false,
    bare: true,
  },
  {
    // A stream overlay (issue 29): the slot request queue and the pick's reveal, on a transparent page.
    path: '/overlay/slot-requests',
    module: import.meta.env.SSR ? 'src/features/slot-requests/Overlay.tsx' : '',
    page: lazyPage(() => import('@/features/slot-requests/Overlay.tsx').then((m) => m.SlotRequestsOverlay)),
    serverRendered: false,
    bare: true,
  },
  {
    // A stream overlay (issue 15): the current hunt alone on a transparent page, kept current by live events.
    path: '/overlay/bonus-hunt',
    module: import.meta.env.SSR ? 'src/features/bonus-hunts/BonusHuntOverlayPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/bonus-hunts/BonusHuntOverlayPage.tsx').then((m) => m.BonusHuntOverlayPage),
    ),
    serverRendered: false,
    bare: true,
  },
  {
    // A pinned stream overlay (issue 25): one hunt by id, whatever else runs.
    path: '/overlay/bonus-hunt/:id',
    module: import.meta.env.SSR ? 'src/features/bonus-hunts/BonusHuntPinnedOverlayPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/bonus-hunts/BonusHuntPinnedOverlayPage.tsx').then(
        (m) => m.BonusHuntPinnedOverlayPage,
      ),
    ),
    serverRendered: false,
    bare: true,
  },
];
