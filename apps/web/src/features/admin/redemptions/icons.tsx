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

export const InboxIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 13 6.5 5h11L20 13v6H4v-6ZM4 13h4.5l1 2h5l1-2H20" />
  </Icon>
);

export const CheckIcon = (p: P) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const UndoIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);
