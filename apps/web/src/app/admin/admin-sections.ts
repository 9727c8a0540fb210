import type { Role } from '@podium/shared/common/user';
import { useLocation } from 'react-router';
import { achievementsSections } from '@/features/achievements/admin/section.ts';
import { affiliatesSection } from '@/features/affiliates/admin/section.ts';
import { announcementsSection } from '@/features/announcements/admin/section.ts';
import { auditSection } from '@/features/audit/admin/section.ts';
import { bonusHuntsSection } from '@/features/bonus-hunts/admin/section.ts';
import { casinoAccountsSection } from '@/features/casino-accounts/admin/section.ts';
import { contactSection } from '@/features/contact/admin/section.ts';
import { kickSection } from '@/features/kick/admin/section.ts';
import { pastPeriodsSection } from '@/features/leaderboard/admin/past-periods-section.ts';
import { leaderboardSection } from '@/features/leaderboard/admin/section.ts';
import { membersSections } from '@/features/members/admin/section.ts';
import { payoutsSection } from '@/features/payouts/admin/section.ts';
import { predictionsSection } from '@/features/predictions/admin/section.ts';
import { rafflesSection } from '@/features/raffles/admin/section.ts';
import { siteSettingsSections } from '@/features/site-settings/admin/section.ts';
import { slotChallengesSection } from '@/features/slot-challenges/admin/section.ts';
import { slotRequestsSection } from '@/features/slot-requests/admin/section.ts';
import { storeSections } from '@/features/store/admin/section.ts';
import { ticketsSection } from '@/features/tickets/admin/section.ts';
import { tournamentsSection } from '@/features/tournaments/admin/section.ts';
import { trustSection } from '@/features/trust/admin/section.ts';
import { vipSection } from '@/features/vip/admin/section.ts';
import { wagerFeedsSection } from '@/features/wager-feeds/admin/section.ts';
import { wagerRafflesSection } from '@/features/wager-raffles/admin/section.ts';
import { type AdminPanels, type AdminSection, adminHref } from '@/lib/admin-section.ts';
import { useAuth } from '@/lib/use-auth.ts';

/**
 * The admin panel's sections, in navigation order. Each feature exports its own from
 * `features/<x>/admin/section.ts`; a new feature adds one line here and the side navigation, mobile
 * menu and routes all follow.
 */
export const adminSections: AdminSection[] = [
  ...siteSettingsSections,
  affiliatesSection,
  leaderboardSection,
  pastPeriodsSection,
  wagerFeedsSection,
  ...membersSections,
  ...achievementsSections,
  ...storeSections,
  ticketsSection,
  contactSection,
  trustSection,
  rafflesSection,
  wagerRafflesSection,
  tournamentsSection,
  bonusHuntsSection,
  predictionsSection,
  slotRequestsSection,
  slotChallengesSection,
  vipSection,
  payoutsSection,
  casinoAccountsSection,
  kickSection,
  announcementsSection,
  auditSection,
];

/** The panels sections add to other sections' pages (VIP claims, actions on record on the member page), by slot. */
export const adminPanels: AdminPanels = {
  member: adminSections.flatMap((section) => section.panels?.member ?? []),
};

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
