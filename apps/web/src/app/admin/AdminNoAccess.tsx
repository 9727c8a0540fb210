import { displayName } from '@podium/shared/common/display-name';
import type { CurrentUser } from '@podium/shared/common/user';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { adminSections } from './admin-sections.ts';

export const NO_ACCESS_TITLE = 'The admin panel needs an Admin';

/** "Redemptions and Support tickets": the sections a Moderator may open, from the panel's own list. */
function moderatorSections(): string {
  const labels = adminSections.filter((s) => s.roles?.includes('Moderator')).map((s) => s.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}

/**
 * A signed-in member who may not enter the admin panel (SPEC §2 shows only that it is "admin only")
 * is told who they are signed in as and why, inside the site's layout, with a way home.
 */
export function AdminNoAccess({ user }: { user: Pick<CurrentUser, 'name' | 'username' | 'role'> }) {
  useDocumentTitle('Admin Panel');
  const sections = moderatorSections();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <div className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">Administration</p>
        <h1 className="text-3xl font-black text-white">{NO_ACCESS_TITLE}</h1>
        <p className="text-slate-300">
          You are signed in as <strong className="text-white">{displayName(user)}</strong> ({user.role}).
        </p>
        <p className="text-slate-400">
          {sections ? `Moderators can open ${sections}. ` : ''}If you need access, ask an Admin.
        </p>
      </div>
      <Link
        to="/"
        className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110"
      >
        Back to Home
      </Link>
    </div>
  );
}
