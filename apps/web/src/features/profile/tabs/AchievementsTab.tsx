import type { Profile } from '@podium/shared/profile/schemas';
import { cx } from '@/components/cx.ts';
import { EmptyNote } from '@/components/Panel.tsx';
import { AchievementIcon } from '@/features/profile/components/achievement-icons.tsx';
import { formatDate } from '@/lib/format.ts';

/** Achievements: every achievement in a grid; locked ones dimmed; icons by category. */
export function AchievementsTab({ profile }: { profile: Profile }) {
  if (profile.achievements.length === 0) return <EmptyNote>No achievements yet.</EmptyNote>;
  return (
    <ul aria-label="Achievements" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {profile.achievements.map((a) => (
        <li
          key={a.id}
          data-locked={!a.unlocked}
          className={cx(
            'flex gap-4 rounded-2xl border p-4',
            a.unlocked ? 'border-primary/30 bg-card' : 'border-white/5 bg-slate-950/40 opacity-50 grayscale',
          )}
        >
          <span
            className={cx(
              'h-fit rounded-xl p-2.5',
              a.unlocked ? 'bg-primary/20 text-accent' : 'bg-slate-800 text-slate-400',
            )}
          >
            <AchievementIcon category={a.category} size={24} />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-bold text-white">{a.title}</p>
            <p className="text-sm text-slate-400">{a.description}</p>
            <p className="text-xs font-semibold text-slate-400">
              <span className="capitalize">{a.category}</span> ·{' '}
              {a.unlocked ? `Unlocked ${formatDate(a.unlocked_at)}` : 'Locked'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
