import type { Role } from '@podium/shared/user';
import { type ComponentType, lazy, type SVGProps } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/use-auth.ts';
import { PaletteIcon, SlidersIcon, TagIcon, TrophyIcon } from './components/icons.tsx';
import { MedalIcon, StarIcon, UsersIcon } from './members/icons.tsx';
import { InboxIcon } from './redemptions/icons.tsx';
import { ShopIcon } from './store/icons.tsx';

/** Where the panel is mounted. Links are absolute: under the splat route 'admin-new/*' React Router
 * resolves relative links against the whole URL. */
export const ADMIN_BASE = '/admin-new';

export interface AdminSection {
  /** The path under /admin-new. */
  path: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  Page: ComponentType;
  /** Who may open it (the server's guard of its API decides for real); Admin only when absent. */
  roles?: readonly Role[];
}

/**
 * The admin panel's sections, in navigation order. A new feature's admin screen (members, store,
 * raffles…) is one more entry here: the side navigation, mobile menu and routes all follow.
 */
export const adminSections: AdminSection[] = [
  {
    path: 'settings',
    label: 'Site settings',
    icon: SlidersIcon,
    Page: lazy(() =>
      import('./settings/SiteSettingsPage.tsx').then((m) => ({ default: m.SiteSettingsPage })),
    ),
  },
  {
    path: 'theme',
    label: 'Theme',
    icon: PaletteIcon,
    Page: lazy(() => import('./theme/ThemePage.tsx').then((m) => ({ default: m.ThemePage }))),
  },
  {
    path: 'affiliates',
    label: 'Affiliates',
    icon: TagIcon,
    Page: lazy(() => import('./affiliates/AffiliatesPage.tsx').then((m) => ({ default: m.AffiliatesPage }))),
  },
  {
    path: 'leaderboards',
    label: 'Leaderboards',
    icon: TrophyIcon,
    Page: lazy(() =>
      import('./leaderboards/LeaderboardsPage.tsx').then((m) => ({ default: m.LeaderboardsPage })),
    ),
  },
  {
    path: 'members',
    label: 'Members',
    icon: UsersIcon,
    Page: lazy(() => import('./members/MembersPage.tsx').then((m) => ({ default: m.MembersPage }))),
  },
  {
    path: 'badges',
    label: 'Badges',
    icon: MedalIcon,
    Page: lazy(() => import('./badges/BadgesPage.tsx').then((m) => ({ default: m.BadgesPage }))),
  },
  {
    path: 'achievements',
    label: 'Achievements',
    icon: StarIcon,
    Page: lazy(() =>
      import('./achievements/AchievementsPage.tsx').then((m) => ({ default: m.AchievementsPage })),
    ),
  },
  {
    path: 'store',
    label: 'Store items',
    icon: ShopIcon,
    Page: lazy(() => import('./store/StoreItemsPage.tsx').then((m) => ({ default: m.StoreItemsPage }))),
  },
  {
    path: 'redemptions',
    label: 'Redemptions',
    icon: InboxIcon,
    roles: ['Admin', 'Moderator'],
    Page: lazy(() =>
      import('./redemptions/RedemptionsPage.tsx').then((m) => ({ default: m.RedemptionsPage })),
    ),
  },
];

/** Whether a role may open a section. */
export const canOpenSection = (section: AdminSection, role: Role | undefined): boolean =>
  role !== undefined && (section.roles ?? ['Admin']).includes(role);

/** Whether a role may enter the panel at all: it can open at least one section. */
export const canEnterPanel = (role: Role | undefined): boolean =>
  adminSections.some((section) => canOpenSection(section, role));

/** The sections the signed-in user may open, in navigation order (every one for an admin). */
export function useAdminSections(): AdminSection[] {
  const role = useAuth().user?.role;
  return adminSections.filter((section) => canOpenSection(section, role));
}

/** The section the current URL shows (undefined on /admin-new itself, before the redirect). */
export function useCurrentSection(): AdminSection | undefined {
  const { pathname } = useLocation();
  return adminSections.find((s) => pathname === adminHref(s) || pathname.startsWith(`${adminHref(s)}/`));
}

/** The absolute URL of a section. */
export const adminHref = (section: AdminSection) => `${ADMIN_BASE}/${section.path}`;
