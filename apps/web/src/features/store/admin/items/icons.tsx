import { Icon, type IconProps as P } from '@/components/icons/action-icons.tsx';

export const ShopIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 9h16l-1 11H5L4 9ZM8 9V7a4 4 0 0 1 8 0v2" />
  </Icon>
);

export const PowerIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3v8M6.3 6.8a8 8 0 1 0 11.4 0" />
  </Icon>
);
