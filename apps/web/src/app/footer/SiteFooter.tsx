import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { Link } from 'react-router';
import { BrandMark } from '@/components/BrandMark.tsx';
import { SocialLinks } from '@/components/SocialLinks.tsx';
import { FooterAffiliates } from './FooterAffiliates.tsx';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/bonus-hunts', label: 'Bonus Hunts' },
  { to: '/tournaments', label: 'Tournaments' },
  { to: '/raffles', label: 'Raffles' },
  { to: '/leaderboard/history', label: 'Past Winners' },
  { to: '/store', label: 'Store' },
  { to: '/contact', label: 'Contact' },
];

/** The trust pages (decision 023), beside the 18+ notice. */
const legalLinks = [
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/responsible-gambling', 'Responsible Gambling'],
] as const;

const headingClass = 'mb-3 text-xs font-bold tracking-widest text-primary uppercase';
const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

/** SPEC §2: quick links, affiliate links, the copyright line with site name and year, powered-by. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-white/10 bg-slate-950/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <Link to="/" className="flex items-center gap-2.5 self-start rounded-lg">
            <BrandMark size={32} />
            <span className="text-lg font-black text-white">{settings.site_name}</span>
          </Link>
          <p className="max-w-sm text-sm text-slate-400">
            Leaderboards, partner offers and rewards for the community.
          </p>
          <SocialLinks socials={settings.socials} compact />
        </div>
        <nav aria-label="Quick links">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterAffiliates headingClass={headingClass} linkClass={linkClass} />
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <span className="font-semibold text-slate-300">
              © {year} {settings.site_name}
            </span>
            {settings.site_description ? <span> · {settings.site_description}</span> : null}
          </p>
          <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="font-semibold text-amber-300">18+ only</span>
            {legalLinks.map(([to, label]) => (
              <Link key={to} to={to} className="hover:text-white">
                {label}
              </Link>
            ))}
          </nav>
          <p>
            Powered by <span className="font-semibold text-slate-300">Podium</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
