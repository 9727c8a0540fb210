import type { AchievementCategory } from '@podium/shared/achievements/schemas';
import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

const paths: Record<AchievementCategory | 'default', ReactNode> = {
  gaming: (
    <>
      <rect x="2" y="7" width="20" height="11" rx="4" />
      <path d="M7 11v3M5.5 12.5h3M15 12h.01M18 13h.01" />
    </>
  ),
  social: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
    </>
  ),
  wagering: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </>
  ),
  milestone: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  special: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
  bonus: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13M12 8c-1.5-3-5-3.5-5-1s3.5 1 5 1c1.5 0 5 1.5 5-1s-3.5-2-5 1" />
    </>
  ),
  default: (
    <>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
    </>
  ),
};

/** SPEC §2 Achievements: the icon by category (gaming, social, wagering, milestone, special, bonus, default). */
export function AchievementIcon({ category, ...props }: IconProps & { category: string }) {
  const key = category in paths ? (category as AchievementCategory) : 'default';
  return (
    <span data-category={key} className="contents">
      <Icon {...props}>{paths[key]}</Icon>
    </span>
  );
}
