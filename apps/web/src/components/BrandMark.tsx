import { useId } from 'react';

/** The site's mark: a three-step podium under a star (the same drawing as the favicon). */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  const gradient = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" width={size} height={size} className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" />
          <stop offset="1" stopColor="var(--color-secondary)" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#1e1b4b" />
      <path
        d="M32 8l3.5 7.1 7.8 1.1-5.6 5.5 1.3 7.8L32 25.8l-7 3.7 1.3-7.8-5.6-5.5 7.8-1.1z"
        fill="#fde68a"
      />
      <rect x="23" y="32" width="18" height="24" rx="3" fill={`url(#${gradient})`} />
      <rect x="6" y="40" width="16" height="16" rx="3" fill={`url(#${gradient})`} opacity=".8" />
      <rect x="42" y="45" width="16" height="11" rx="3" fill={`url(#${gradient})`} opacity=".65" />
    </svg>
  );
}
