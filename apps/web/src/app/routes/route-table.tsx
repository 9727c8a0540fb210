import { matchPath, type Params } from 'react-router';
import { profileQuery } from '@/api/get-profile.ts';
import { lazyPage } from '@/app/lazy-page.tsx';
import { currentHuntRead, huntRead } from '@/features/bonus-hunts/api/keys.ts';
import { contactPrefillRead } from '@/features/contact/api/keys.ts';
import { historyLocationRead, historyPeriodRead } from '@/features/history/api/keys.ts';
import { myPayoutsRead } from '@/features/payouts/api/keys.ts';
import { predictionsRead } from '@/features/predictions/api/keys.ts';
import { raffleEntriesRead, raffleRead, rafflesRead } from '@/features/raffles/api/keys.ts';
import { challengesRead } from '@/features/slot-challenges/api/keys.ts';
import { slotRequestsRead } from '@/features/slot-requests/api/keys.ts';
import { tournamentListRead, tournamentRead } from '@/features/tournaments/api/keys.ts';
import { trustRead } from '@/features/trust/api/keys.ts';
import { vipRewardsRead } from '@/features/vip/api/keys.ts';
import { wagerRaffleRead, wagerRafflesRead } from '@/features/wager-raffles/api/keys.ts';
import { overlayRoutes } from './overlay-routes.tsx';
import type { AppRoute } from './route-types.ts';

export type { AppRoute, PageQuery } from './route-types.ts';

export const appRoutes: readonly AppRoute[] = [
  ...overlayRoutes,
  {
    path: '/',
    module: import.meta.env.SSR ? 'src/features/home/HomePage.tsx' : '',
    page: lazyPage(() => import('@/features/home/HomePage.tsx').then((m) => m.HomePage)),
    serverRendered: true,
  },
  {
    path: '/leaderboard',
    module: import.meta.env.SSR ? 'src/features/leaderboard/LeaderboardPage.tsx' : '',
    page: lazyPage(() => import('@/features/leaderboard/LeaderboardPage.tsx').then((m) => m.LeaderboardPage)),
    serverRendered: true,
  },
  {
    // Every finished contest and its winners (issue 30, decision 065): the tab and page are in the query.
    path: '/leaderboard/history',
    module: import.meta.env.SSR ? 'src/features/history/HistoryPage.tsx' : '',
    page: lazyPage(() => import('@/features/history/HistoryPage.tsx').then((m) => m.HistoryPage)),
    serverRendered: true,
    reads: (_params, search) => [historyLocationRead(search)],
  },
  {
    // One closed leaderboard period's frozen standings (issue 30); an unknown id answers 404.
    path: '/leaderboard/history/:periodId',
    module: import.meta.env.SSR ? 'src/features/history/HistoryPeriodPage.tsx' : '',
    page: lazyPage(() => import('@/features/history/HistoryPeriodPage.tsx').then((m) => m.HistoryPeriodPage)),
    serverRendered: true,
    reads: (params) => [historyPeriodRead(params.periodId ?? '')],
  },
  {
    path: '/profile',
    module: import.meta.env.SSR ? 'src/features/profile/ProfileRedirect.tsx' : '',
    page: lazyPage(() => import('@/features/profile/ProfileRedirect.tsx').then((m) => m.ProfileRedirect)),
    serverRendered: false,
  },
  {
    path: '/profile/:username',
    module: import.meta.env.SSR ? 'src/app/routes/ProfileRoute.tsx' : '',
    page: lazyPage(() => import('./ProfileRoute.tsx').then((m) => m.ProfileRoute)),
    serverRendered: true,
    reads: (params) => [profileQuery(params.username ?? '')],
  },
  {
    path: '/settings',
    module: import.meta.env.SSR ? 'src/app/routes/SettingsRoute.tsx' : '',
    page: lazyPage(() => import('./SettingsRoute.tsx').then((m) => m.SettingsRoute)),
    serverRendered: false,
  },
  {
    // The member's notifications (issue 30, decision 062): signed-in only, rendered in the browser.
    path: '/notifications',
    module: import.meta.env.SSR ? 'src/features/notifications/NotificationsPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage),
    ),
    serverRendered: false,
  },
  {
    path: '/store',
    module: import.meta.env.SSR ? 'src/features/store/StorePage.tsx' : '',
    page: lazyPage(() => import('@/features/store/StorePage.tsx').then((m) => m.StorePage)),
    serverRendered: true,
  },
  {
    path: '/raffles',
    module: import.meta.env.SSR ? 'src/features/raffles/RafflesPage.tsx' : '',
    page: lazyPage(() => import('@/features/raffles/RafflesPage.tsx').then((m) => m.RafflesPage)),
    serverRendered: true,
    reads: () => [rafflesRead],
  },
  {
    path: '/raffles/:id',
    module: import.meta.env.SSR ? 'src/features/raffles/RaffleDetailPage.tsx' : '',
    page: lazyPage(() => import('@/features/raffles/RaffleDetailPage.tsx').then((m) => m.RaffleDetailPage)),
    serverRendered: true,
    reads: (params) => [raffleRead(params.id ?? ''), raffleEntriesRead(params.id ?? '')],
  },
  {
    path: '/wager-raffles',
    module: import.meta.env.SSR ? 'src/features/wager-raffles/WagerRafflesPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/wager-raffles/WagerRafflesPage.tsx').then((m) => m.WagerRafflesPage),
    ),
    serverRendered: true,
    reads: () => [wagerRafflesRead],
  },
  {
    path: '/wager-raffles/:id',
    module: import.meta.env.SSR ? 'src/features/wager-raffles/WagerRaffleDetailPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/wager-raffles/WagerRaffleDetailPage.tsx').then((m) => m.WagerRaffleDetailPage),
    ),
    serverRendered: true,
    reads: (params) => [wagerRaffleRead(params.id ?? '')],
  },
  {
    path: '/tournaments',
    module: import.meta.env.SSR ? 'src/features/tournaments/TournamentsPage.tsx' : '',
    page: lazyPage(() => import('@/features/tournaments/TournamentsPage.tsx').then((m) => m.TournamentsPage)),
    serverRendered: true,
    reads: () => [tournamentListRead(1, 'all')],
  },
  {
    path: '/tournaments/:id',
    module: import.meta.env.SSR ? 'src/features/tournaments/TournamentDetailPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/tournaments/TournamentDetailPage.tsx').then((m) => m.TournamentDetailPage),
    ),
    serverRendered: true,
    reads: (params) => [tournamentRead(params.id ?? '')],
  },
  {
    path: '/bonus-hunts',
    module: import.meta.env.SSR ? 'src/features/bonus-hunts/BonusHuntsPage.tsx' : '',
    page: lazyPage(() => import('@/features/bonus-hunts/BonusHuntsPage.tsx').then((m) => m.BonusHuntsPage)),
    serverRendered: true,
    reads: () => [currentHuntRead],
  },
  {
    // Points predictions (issue 29): open, locked and settled ones, live; members stake.
    path: '/predictions',
    module: import.meta.env.SSR ? 'src/features/predictions/PredictionsPage.tsx' : '',
    page: lazyPage(() => import('@/features/predictions/PredictionsPage.tsx').then((m) => m.PredictionsPage)),
    serverRendered: true,
    reads: () => [predictionsRead],
  },
  {
    // Slot challenges (issue 29, decision 060): open, claimed and expired ones with winners, live; members claim.
    path: '/challenges',
    module: import.meta.env.SSR ? 'src/features/slot-challenges/ChallengesPage.tsx' : '',
    page: lazyPage(() =>
      import('@/features/slot-challenges/ChallengesPage.tsx').then((m) => m.ChallengesPage),
    ),
    serverRendered: true,
    reads: () => [challengesRead],
  },
  {
    // Slot requests (issue 29): search the catalogue and request; the queue and the picks, live.
    path: '/slot-requests',
    module: import.meta.env.SSR ? 'src/features/slot-requests/RequestsPage.tsx' : '',
    page: lazyPage(() => import('@/features/slot-requests/RequestsPage.tsx').then((m) => m.SlotRequestsPage)),
    serverRendered: true,
    reads: () => [slotRequestsRead],
  },
  {
    // One hunt's own page (issue 25): linked from its history card; an unknown id answers 404.
    path: '/bonus-hunts/:id',
    module: import.meta.env.SSR ? 'src/features/bonus-hunts/BonusHuntPage.tsx' : '',
    page: lazyPage(() => import('@/features/bonus-hunts/BonusHuntPage.tsx').then((m) => m.BonusHuntPage)),
    serverRendered: true,
    reads: (params) => [huntRead(params.id ?? '')],
  },
  {
    // Signed-in data: a member's page arrives with their tiers and payouts; a visitor's asks to sign in.
    path: '/vip-rewards',
    module: import.meta.env.SSR ? 'src/app/routes/VipRewardsRoute.tsx' : '',
    page: lazyPage(() => import('./VipRewardsRoute.tsx').then((m) => m.VipRewardsRoute)),
    serverRendered: true,
    reads: () => [vipRewardsRead, myPayoutsRead],
  },
  {
    // The captcha is fetched in the browser after the page has shown, never rendered on the server.
    path: '/contact',
    module: import.meta.env.SSR ? 'src/features/contact/ContactPage.tsx' : '',
    page: lazyPage(() => import('@/features/contact/ContactPage.tsx').then((m) => m.ContactPage)),
    serverRendered: true,
    reads: () => [contactPrefillRead],
  },
  {
    // Signed-in pages: the list, /tickets/create (linked from /contact) and one ticket.
    path: '/tickets/*',
    module: import.meta.env.SSR ? 'src/app/routes/TicketsRoutes.tsx' : '',
    page: lazyPage(() => import('./TicketsRoutes.tsx').then((m) => m.TicketsRoutes)),
    serverRendered: false,
  },
  // The trust pages (decision 023): public text, rendered on the server with their content.
  {
    path: '/terms',
    module: import.meta.env.SSR ? 'src/features/trust/TrustPage.tsx' : '',
    page: lazyPage(() => import('@/features/trust/TrustPage.tsx').then((m) => m.TermsPage)),
    serverRendered: true,
    reads: () => [trustRead('terms')],
  },
  {
    path: '/privacy',
    module: import.meta.env.SSR ? 'src/features/trust/TrustPage.tsx' : '',
    page: lazyPage(() => import('@/features/trust/TrustPage.tsx').then((m) => m.PrivacyPage)),
    serverRendered: true,
    reads: () => [trustRead('privacy')],
  },
  {
    path: '/responsible-gambling',
    module: import.meta.env.SSR ? 'src/features/trust/TrustPage.tsx' : '',
    page: lazyPage(() => import('@/features/trust/TrustPage.tsx').then((m) => m.ResponsibleGamblingPage)),
    serverRendered: true,
    reads: () => [trustRead('responsible-gambling')],
  },
  {
    path: '/login',
    module: import.meta.env.SSR ? 'src/features/auth/LoginPage.tsx' : '',
    page: lazyPage(() => import('@/features/auth/LoginPage.tsx').then((m) => m.LoginPage)),
    serverRendered: true,
  },
  {
    path: '/admin-new/*',
    module: import.meta.env.SSR ? 'src/app/admin/AdminRoutes.tsx' : '',
    page: lazyPage(() => import('@/app/admin/AdminRoutes.tsx').then((m) => m.AdminRoutes)),
    serverRendered: false,
  },
  {
    // Any path without a route (including pages later issues will build) is a real 404.
    path: '*',
    module: import.meta.env.SSR ? 'src/features/errors/NotFoundPage.tsx' : '',
    page: lazyPage(() => import('@/features/errors/NotFoundPage.tsx').then((m) => m.NotFoundPage)),
    serverRendered: true,
    status: 404,
  },
];

/** Paths already matched, with their route (routes are few, paths many: bounded all the same). */
const matched = new Map<string, { route: AppRoute; params: Params }>();
const MATCHED_MAX = 1000;

/**
 * The route a path shows, with its parameters (the catch-all when nothing else matches): the first
 * in the table's order. The server plans a page's reads and the app renders it with this one match;
 * each new path is matched once (`matchPath` compiles a pattern on every call).
 */
export function matchAppRoute(pathname: string): { route: AppRoute; params: Params } {
  const known = matched.get(pathname);
  if (known) return known;
  let found: { route: AppRoute; params: Params } = { route: appRoutes[appRoutes.length - 1]!, params: {} };
  for (const route of appRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      found = { route, params: match.params };
      break;
    }
  }
  if (matched.size >= MATCHED_MAX) matched.clear();
  matched.set(pathname, found);
  return found;
}
