import type { SocialLinks as Socials } from '@podium/shared/site-settings/schemas';
import type { ComponentType } from 'react';
import { cx } from './cx.ts';
import type { IconProps } from './icons/Icon.tsx';
import { ChatIcon, LiveIcon, PhotoIcon, PostIcon, VideoIcon } from './icons/social-icons.tsx';

interface SocialSite {
  key: keyof Socials;
  label: string;
  Icon: ComponentType<IconProps>;
  hover: string;
}

/** SPEC §2 Home: video, photo, stream, chat and short-post sites, in that order. */
const sites: SocialSite[] = [
  { key: 'youtube', label: 'YouTube', Icon: VideoIcon, hover: 'hover:border-red-400/60 hover:text-red-300' },
  {
    key: 'instagram',
    label: 'Instagram',
    Icon: PhotoIcon,
    hover: 'hover:border-pink-400/60 hover:text-pink-300',
  },
  { key: 'kick', label: 'Kick', Icon: LiveIcon, hover: 'hover:border-lime-400/60 hover:text-lime-300' },
  {
    key: 'discord',
    label: 'Discord',
    Icon: ChatIcon,
    hover: 'hover:border-indigo-400/60 hover:text-indigo-300',
  },
  {
    key: 'twitter',
    label: 'X (Twitter)',
    Icon: PostIcon,
    hover: 'hover:border-sky-400/60 hover:text-sky-300',
  },
];

/** Links to the site's social accounts; only those that are set. Renders nothing when none are. */
export function SocialLinks({ socials, compact = false }: { socials: Socials; compact?: boolean }) {
  const present = sites.filter((s) => socials[s.key]);
  if (present.length === 0) return null;
  return (
    <ul className={cx('flex flex-wrap', compact ? 'gap-2' : 'justify-center gap-3')}>
      {present.map(({ key, label, Icon, hover }) => (
        <li key={key}>
          <a
            href={socials[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={compact ? label : undefined}
            title={compact ? label : undefined}
            className={cx(
              'flex items-center gap-2 rounded-xl border border-white/10 bg-slate-900/60 text-slate-300 transition-colors',
              compact ? 'p-2' : 'px-4 py-2.5 font-semibold',
              hover,
            )}
          >
            <Icon size={compact ? 18 : 20} />
            {compact ? null : <span>{label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
