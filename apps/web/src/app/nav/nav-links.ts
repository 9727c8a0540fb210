/** SPEC §2 "App shell": the top navigation, the signed-in menu and the mobile menu share these. */
export interface NavItem {
  to: string;
  label: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

export const navEntries: NavEntry[] = [
  { to: '/', label: 'Home' },
  {
    label: 'Stream',
    items: [
      { to: '/bonus-hunts', label: 'Bonus Hunts' },
      { to: '/predictions', label: 'Predictions' },
      { to: '/slot-requests', label: 'Slot Requests' },
      { to: '/challenges', label: 'Challenges' },
      { to: '/tournaments', label: 'Tournaments' },
      { to: '/raffles', label: 'Raffles' },
    ],
  },
  {
    label: 'Affiliates',
    items: [
      { to: '/leaderboard', label: 'Leaderboard' },
      { to: '/wager-raffles', label: 'Wager Raffles' },
      { to: '/vip-rewards', label: 'VIP Rewards' },
    ],
  },
  { to: '/store', label: 'Store' },
  { to: '/contact', label: 'Contact' },
];

/**
 * The signed-in menu: Profile, Settings and, for role Admin only, the admin panel; moderators get
 * the one panel section open to them, the store redemption queue.
 */
export function accountLinks(isAdmin: boolean, isModerator = false): NavItem[] {
  const links: NavItem[] = [
    { to: '/profile', label: 'Profile' },
    { to: '/settings', label: 'Settings' },
  ];
  if (isAdmin) links.push({ to: '/admin-new', label: 'Admin Panel' });
  else if (isModerator) links.push({ to: '/admin-new/redemptions', label: 'Redemptions' });
  return links;
}

export const loginLink: NavItem = { to: '/login', label: 'Login' };

/** Whether the current path is inside a link's section (the home link only matches exactly). */
export const isActivePath = (pathname: string, to: string): boolean =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
