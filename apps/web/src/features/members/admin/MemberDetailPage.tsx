import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ChevronLeftIcon } from '@/components/icons/action-icons.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useAdminUser } from './api/get-admin-user.ts';
import { MemberAchievements } from './MemberAchievements.tsx';
import { MemberBadges } from './MemberBadges.tsx';
import { MemberSummary } from './MemberSummary.tsx';
import { PointsForm } from './PointsForm.tsx';
import { PointsHistory } from './PointsHistory.tsx';
import { RoleForm } from './RoleForm.tsx';

const MEMBERS_HREF = '/admin-new/members';

/** Another feature's panel about the member (their VIP claims), composed in by the app. */
export type MemberPanel = ComponentType<{ userId: number }>;

/**
 * /admin-new/members/:id — one member: summary, role, points and history, badges, achievements, and
 * the `panels` the app composes in below them.
 */
export function MemberDetailPage({ panels = [] }: { panels?: readonly MemberPanel[] }) {
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
        <EmptyState
          size="panel"
          title="Member not found"
          description="That link does not point at a member."
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="admin-section-title">
      {back}
      <MemberDetail id={id} panels={panels} />
    </section>
  );
}

function MemberDetail({ id, panels }: { id: number; panels: readonly MemberPanel[] }) {
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
          <PointsHistory userId={user.id} latest={history} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <MemberBadges userId={user.id} granted={badges} />
            <MemberAchievements userId={user.id} unlocked={achievements} />
          </div>
          {panels.map((Panel, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the composed panels are a fixed list
            <Panel key={i} userId={user.id} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
