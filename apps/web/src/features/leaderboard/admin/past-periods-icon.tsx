import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

/** A podium with a clock hand: leaderboard periods gone by. */
export const PastPeriodsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 20h18M5 20v-5h4v5M10 20v-9h4v9M15 20v-3h4v3" />
    <circle cx="12" cy="5" r="3" />
    <path d="M12 3.8V5l.9.9" />
  </Icon>
);
