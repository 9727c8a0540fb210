import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** Width and height: a number of pixels, or a CSS length; by default the text's size (1em). */
  size?: number | string;
};

/**
 * The kit's icon base: a 24-unit stroke drawing, hidden from assistive technology (the control or
 * the text next to it says what it is). Public pages pass a pixel `size`; inside buttons and admin
 * lists the icon follows the font size.
 */
export function Icon({ size = '1em', children, ...props }: IconProps & { children: ReactNode }) {
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
      {...props}
    >
      {children}
    </svg>
  );
}
