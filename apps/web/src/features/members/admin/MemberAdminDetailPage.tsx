import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { ChevronLeftIcon } from '@/components/icons/action-icons.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useAdminPanels } from '@/lib/admin-section.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useAdminUser } from './api/get-admin-user.ts';
import { BanPanel } from './BanPanel.tsx';
import { MemberAchievements } from './MemberAchievements.tsx';
import { MemberBadges } from './MemberBadges.tsx';
import { MemberSummary } from './MemberSummary.tsx';
import { PointsForm } from './PointsForm.tsx';
import { PointsHistory } from './PointsHistory.tsx';
import { RoleForm } from './RoleForm.tsx';

const MEMBERS_HREF = '/admin-new/members';

/**
 * /admin-new/members/:id — one member: summary, role, points, ban, history, badges, achievements, and
 * below them the panels other features' sections add to the 'member' slot (the VIP claims, the
 * actions on record).
 */
export function MemberAdminDetailPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const back = (
    <Link to={MEMBERS_HREF} className={`${buttonClass('ghost', 'sm')} mb-4 -ml-2.5`}>
      <ChevronLeftIcon /> All members
    </Link>
  );
  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <section aria-label="Member">
        {back}
        <AdminEmptyState title="Member not found" description="That link does not point at a member." />
      </section>
    );
  }
  return (
    <section aria-labelledby="admin-section-title">
      {back}
      <MemberDetail id={id} />
    </section>
  );
}

function MemberDetail({ id }: { id: number }) {
  const panels = useAdminPanels('member');
  const query = useAdminUser(id);
  const { user: me } = useAuth();
  return (
    <QueryState query={query} what="member">
      {({ user, badges, achievements, history }) => (
        <div className="space-y-6">
          <MemberSummary user={user} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <RoleForm user={user} isSelf={me?.id === user.id} />
            <PointsForm user={user} />
          </div>
          <BanPanel user={user} isSelf={me?.id === user.id} />
          <PointsHistory userId={user.id} latest={history} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <MemberBadges userId={user.id} granted={badges} />
            <MemberAchievements userId={user.id} unlocked={achievements} />
          </div>
          {panels.map((Panel, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sections' panels are a fixed list
            <Suspense key={i} fallback={null}>
              <Panel userId={user.id} />
            </Suspense>
          ))}
        </div>
      )}
    </QueryState>
  );
}
