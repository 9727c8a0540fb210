import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
  size?: number;
}

/** A 24x24 stroke icon; decorative, so hidden from assistive technology. */
export function Icon({ className, size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
