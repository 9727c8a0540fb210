import type { ReactNode, SVGProps } from 'react';

type P = SVGProps<SVGSVGElement>;

/** Same drawing conventions as components/icons.tsx (24-unit stroke icons, hidden from assistive tech). */
function Icon({ children, ...props }: P & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ShopIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 9h16l-1 11H5L4 9ZM8 9V7a4 4 0 0 1 8 0v2" />
  </Icon>
);

export const PowerIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3v8M6.3 6.8a8 8 0 1 0 11.4 0" />
  </Icon>
);
