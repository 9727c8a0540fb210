import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router';
import { cx } from '@/components/cx.ts';
import { ChevronDownIcon } from '@/components/icons/ui-icons.tsx';
import { isActivePath, type NavGroup } from './nav-links.ts';
import { menuContentClass, menuItemClass, navLinkClass } from './styles.ts';

/** A desktop navigation group (Stream, Affiliates) as a keyboard-accessible dropdown menu. */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const active = group.items.some((item) => isActivePath(pathname, item.to));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cx(navLinkClass, 'group flex items-center gap-1', active && 'bg-primary/15 text-white')}
      >
        {group.label}
        <ChevronDownIcon size={16} className="transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={menuContentClass}>
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={menuItemClass}>
              <Link to={item.to} aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}>
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
