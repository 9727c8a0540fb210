import { Icon, type IconProps as P } from '@/components/icons/Icon.tsx';

export const PowerIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3v8M6.3 6.8a8 8 0 1 0 11.4 0" />
  </Icon>
);
