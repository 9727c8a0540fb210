import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

/** A ticket with a coin: tickets earned by wagering (not the points raffles' plain ticket). */
export const WagerTicketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 8a2 2 0 0 0 0 4 2 2 0 0 1 0 4v2h12M3 8V6h18v4" />
    <circle cx="18" cy="16" r="4" />
    <path d="M18 14.5v3" />
  </Icon>
);
