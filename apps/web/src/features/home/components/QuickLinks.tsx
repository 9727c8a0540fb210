import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  BagIcon,
  BracketIcon,
  CrownIcon,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
} from '@/components/icons/feature-icons.tsx';
import type { IconProps } from '@/components/icons/Icon.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { sectionClass } from './styles.ts';

interface QuickLink {
  to: string;
  title: string;
  text: string;
  Icon: ComponentType<IconProps>;
}

const quickLinks: QuickLink[] = [
  {
    to: '/leaderboard',
    title: 'Leaderboard',
    text: 'Climb the wager rankings and win prizes.',
    Icon: TrophyIcon,
  },
  {
    to: '/bonus-hunts',
    title: 'Bonus Hunts',
    text: 'Predict how the next bonus hunt ends.',
    Icon: TargetIcon,
  },
  {
    to: '/tournaments',
    title: 'Tournaments',
    text: 'Slot battles with bracket predictions.',
    Icon: BracketIcon,
  },
  { to: '/raffles', title: 'Raffles', text: 'Enter giveaways for free or with points.', Icon: TicketIcon },
  { to: '/vip-rewards', title: 'VIP Rewards', text: 'Claim rewards as your wagers grow.', Icon: CrownIcon },
  { to: '/store', title: 'Store', text: 'Spend your points on real rewards.', Icon: BagIcon },
];

/** SPEC §2 Home: six quick-link cards. */
export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-title" className={sectionClass}>
      <SectionHeading id="quick-links-title" eyebrow="Explore" title="Everything in one place" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quickLinks.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-white/10 bg-card p-5 backdrop-blur transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-xl hover:shadow-secondary/20"
            >
              <span className="rounded-xl bg-linear-to-br from-secondary/40 to-primary/20 p-3 text-accent ring-1 ring-primary/30 transition group-hover:text-white">
                <Icon size={24} />
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-bold text-white">{title}</span>
                <span className="text-sm text-slate-400">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
