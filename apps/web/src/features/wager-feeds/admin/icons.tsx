import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

/** Two arrows in a circle over a bar: wagers synced in from the casinos (not the leaderboards' trophy). */
export const FeedSyncIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9M4 13a8 8 0 0 0 14.3 4.9" />
    <path d="M5 3v3.5h3.5M19 21v-3.5h-3.5" />
    <path d="M10 15v-3M14 15V9" />
  </Icon>
);
