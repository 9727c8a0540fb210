import { Icon, type IconProps as P } from './Icon.tsx';

/** The badges' and achievements' own icons (admin sections, a catalogue entry without a picture). */
export const MedalIcon = (p: P) => (
  <Icon {...p}>
    <path d="M8 3h8l-2.5 6h-3L8 3Z" />
    <circle cx="12" cy="15" r="6" />
    <path d="m12 12 1 2 2 .3-1.5 1.4.4 2.1L12 16.8l-1.9 1 .4-2.1L9 14.3l2-.3 1-2Z" />
  </Icon>
);

export const StarIcon = (p: P) => (
  <Icon {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z" />
  </Icon>
);
