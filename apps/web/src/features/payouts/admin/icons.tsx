import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

export const CoinsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="9" r="6" />
    <path d="M18.1 10.4A6 6 0 1 1 10.4 18.1M7 7h2v4" />
  </Icon>
);
