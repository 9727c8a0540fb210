import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

/** Two speech bubbles: a conversation with the support team. */
export const SupportIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
    <path d="M16 9h4a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-1v3l-4-3h-4a1 1 0 0 1-1-1v-1" />
  </Icon>
);
