import type { Badge } from '@podium/shared/achievements/schemas';
import { BadgeIcon } from './BadgeIcon.tsx';

/** Badges admins granted; the description is the tooltip and the accessible description. */
export function ProfileBadges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-2">
      {badges.map((b) => (
        <li
          key={b.id}
          title={b.description}
          className="flex items-center gap-1.5 rounded-full border border-accent/30 bg-primary/10 px-3 py-1 text-xs font-bold text-accent"
        >
          <BadgeIcon icon={b.icon} size={16} />
          <span>{b.name}</span>
          {b.description ? <span className="sr-only">: {b.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}
