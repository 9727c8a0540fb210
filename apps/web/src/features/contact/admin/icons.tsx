import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

/** An envelope: the contact inbox (its own copy, so the public page's chunk stays whole). */
export const InboxIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
