import type { Theme } from '@podium/shared/site-settings/theme';
import { Link } from 'react-router';
import { BrandMark } from '@/components/BrandMark.tsx';

/** The home link at the left of the navigation: logo and title as the theme says. */
export function NavBrand({ siteName, theme }: { siteName: string; theme: Theme }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg py-1 pr-2">
      {theme.show_nav_logo ? <BrandMark size={34} /> : null}
      <span className={theme.show_nav_title ? 'text-lg font-black tracking-tight text-nav-title' : 'sr-only'}>
        {siteName}
      </span>
    </Link>
  );
}
