import { NavLink } from 'react-router';
import { NavGroupMenu } from './menus.tsx';
import { isGroup, navEntries } from './nav-links.ts';
import { navLinkClass } from './styles.ts';

/** The top navigation links from 768 px up (the mobile menu mirrors them below). */
export function DesktopNav() {
  return (
    <ul className="hidden items-center gap-1 md:flex">
      {navEntries.map((entry) => (
        <li key={entry.label}>
          {isGroup(entry) ? (
            <NavGroupMenu group={entry} />
          ) : (
            <NavLink to={entry.to} end={entry.to === '/'} className={navLinkClass}>
              {entry.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
