import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router';
import { isActivePath, type NavGroup } from './nav-links.ts';
import { menuContentClass, menuItemClass } from './styles.ts';
import { GroupTriggerContent, groupTriggerClass } from './triggers.tsx';

/** A desktop navigation group (Stream, Affiliates) as a keyboard-accessible dropdown menu. */
export function NavGroupMenu({ group, defaultOpen }: { group: NavGroup; defaultOpen?: boolean }) {
  const { pathname } = useLocation();
  const active = group.items.some((item) => isActivePath(pathname, item.to));
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={groupTriggerClass(active)}>
        <GroupTriggerContent label={group.label} />
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
