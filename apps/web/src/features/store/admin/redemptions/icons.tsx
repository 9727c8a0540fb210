import { Icon, type IconProps as P } from '@/components/icons/Icon.tsx';

export const InboxIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 13 6.5 5h11L20 13v6H4v-6ZM4 13h4.5l1 2h5l1-2H20" />
  </Icon>
);

export const UndoIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);
