import { Icon, type IconProps } from './Icon.tsx';

/** Generic, original pictograms for each kind of social site (not the sites' own logos). */
export const VideoIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </Icon>
);

export const PhotoIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </Icon>
);

export const LiveIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="6" width="18" height="13" rx="3" />
    <path d="m8 2 4 4 4-4" />
    <circle cx="12" cy="12.5" r="2" fill="currentColor" />
  </Icon>
);

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.2-4.6A8 8 0 1 1 21 12z" />
    <path d="M9 12h.01M12 12h.01M15 12h.01" />
  </Icon>
);

export const PostIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 3 7 21M17 3l-2 18M4 8.5h17M3 15.5h17" />
  </Icon>
);
