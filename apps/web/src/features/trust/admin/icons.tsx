import { Icon, type IconProps } from '@/components/icons/Icon.tsx';

/** A shield: the trust pages (Terms, Privacy, Responsible Gambling). */
export const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z" />
  </Icon>
);
