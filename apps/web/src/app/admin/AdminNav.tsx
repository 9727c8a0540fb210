import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, NavLink } from 'react-router';
import { ChevronDownIcon } from '@/components/icons/ui-icons.tsx';
import { useWorkCounts } from '@/features/staff-work/api/get-work-counts.ts';
import { WorkCount } from '@/features/staff-work/components/WorkCount.tsx';
import { type AdminSection, adminHref } from '@/lib/admin-section.ts';
import { useAdminSections, useCurrentSection } from './admin-sections.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-secondary/25 text-white shadow-inner shadow-secondary/20 ring-1 ring-primary/30'
      : 'text-slate-300 hover:bg-white/5 hover:text-white'
  }`;

/** The waiting work of each section the viewer may open that has a queue (decision 053). */
function useSectionCounts(sections: readonly AdminSection[]) {
  const counts = useWorkCounts(sections.some((s) => s.work));
  return (section: AdminSection) => (section.work ? counts[section.work] : undefined);
}

/** Desktop: a side navigation listing every section the user may open, with its waiting work. */
export function AdminSideNav() {
  const sections = useAdminSections();
  const countOf = useSectionCounts(sections);
  return (
    <nav aria-label="Admin sections" className="hidden md:block">
      <ul className="sticky top-24 space-y-1 rounded-2xl border border-white/10 bg-card p-2 backdrop-blur">
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={adminHref(section)} className={linkClass}>
              <section.icon className="h-4.5 w-4.5 shrink-0 text-primary" />
              {section.label}
              <WorkCount count={countOf(section)} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile: the same sections in a menu opened from a button showing the current one. */
export function AdminMobileNav() {
  const sections = useAdminSections();
  const current = useCurrentSection() ?? sections[0]!;
  const countOf = useSectionCounts(sections);
  const waiting = sections.reduce((sum, section) => sum + (countOf(section) ?? 0), 0);
  return (
    <nav aria-label="Admin sections" className="md:hidden">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex w-full items-center justify-between rounded-xl border border-white/10 bg-card px-4 py-3 text-sm font-medium text-slate-100 backdrop-blur transition-colors hover:bg-white/10">
          <span className="flex items-center gap-3">
            <current.icon className="text-primary" />
            <span>
              <span className="sr-only">Admin section: </span>
              {current.label}
            </span>
          </span>
          <span className="ml-auto flex items-center gap-2">
            <WorkCount count={waiting} />
            <ChevronDownIcon />
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-50 w-[var(--radix-dropdown-menu-trigger-width)] rounded-xl border border-white/10 bg-slate-900 p-1.5 shadow-2xl shadow-black/50"
          >
            {sections.map((section) => (
              <DropdownMenu.Item key={section.path} asChild>
                <Link
                  to={adminHref(section)}
                  aria-current={current.path === section.path ? 'page' : undefined}
                  className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-200 outline-none data-[highlighted]:bg-white/10 data-[highlighted]:text-white aria-[current=page]:font-semibold aria-[current=page]:text-white"
                >
                  <section.icon className="text-primary" />
                  {section.label}
                  <WorkCount count={countOf(section)} />
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  );
}
