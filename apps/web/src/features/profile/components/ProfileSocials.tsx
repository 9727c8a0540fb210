import type { Profile } from '@podium/shared/profile/schemas';
import type { ComponentType } from 'react';
import type { IconProps } from '@/components/icons/Icon.tsx';
import { LiveIcon, PhotoIcon, PostIcon, VideoIcon } from '@/components/icons/social-icons.tsx';

interface Site {
  label: string;
  handle: (p: Profile) => string | null;
  href: (handle: string) => string;
  Icon: ComponentType<IconProps>;
}

const sites: Site[] = [
  { label: 'Kick', handle: (p) => p.kick_username, href: (h) => `https://kick.com/${h}`, Icon: LiveIcon },
  { label: 'X (Twitter)', handle: (p) => p.twitter_user, href: (h) => `https://x.com/${h}`, Icon: PostIcon },
  {
    label: 'Instagram',
    handle: (p) => p.instagram_user,
    href: (h) => `https://www.instagram.com/${h}`,
    Icon: PhotoIcon,
  },
  {
    label: 'YouTube',
    handle: (p) => p.youtube_user,
    href: (h) => `https://www.youtube.com/@${h}`,
    Icon: VideoIcon,
  },
  {
    label: 'TikTok',
    handle: (p) => p.tiktok_user,
    href: (h) => `https://www.tiktok.com/@${h}`,
    Icon: VideoIcon,
  },
];

/** The member's own social accounts (only those set). */
export function ProfileSocials({ profile }: { profile: Profile }) {
  const present = sites.flatMap((s) => {
    const handle = s.handle(profile);
    return handle ? [{ ...s, handle }] : [];
  });
  if (present.length === 0) return null;
  return (
    <ul aria-label="Social links" className="flex flex-wrap gap-2">
      {present.map(({ label, handle, href, Icon }) => (
        <li key={label}>
          <a
            href={href(encodeURIComponent(handle))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label}: ${handle}`}
            title={`${label}: ${handle}`}
            className="flex items-center gap-1.5 rounded-lg border border-white/10 bg-slate-900/60 px-2.5 py-1.5 text-xs font-semibold text-slate-300 transition-colors hover:border-primary/60 hover:text-white"
          >
            <Icon size={16} />
            <span className="max-w-28 truncate">{handle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
