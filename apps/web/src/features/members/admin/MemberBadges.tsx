import type { Badge } from '@podium/shared/achievements/schemas';
import { membersMessages } from '@podium/shared/members/schemas';
import { Link } from 'react-router';
import { useAdminBadges } from '@/api/get-admin-badges.ts';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useGrantBadge } from './api/grant-badge.ts';
import { useRevokeBadge } from './api/revoke-badge.ts';
import { GrantPanel } from './GrantPanel.tsx';
import { toastOutcome } from './toast-outcome.ts';

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

/** The member's badges: revoke one, or grant one from the catalogue. */
export function MemberBadges({ userId, granted }: { userId: number; granted: Badge[] }) {
  const catalogue = useAdminBadges();
  const grant = useGrantBadge(userId);
  const revoke = useRevokeBadge(userId);
  const has = new Set(granted.map((b) => b.id));

  return (
    <Panel level={3} title="Badges" description="Shown on the member's profile.">
      <QueryState query={catalogue} what="badges">
        {(badges) => (
          <GrantPanel
            noun="badge"
            grantLabel="Grant badge"
            idPrefix="member-badge"
            granted={granted}
            options={badges.filter((b) => !has.has(b.id))}
            emptyText="No badges yet."
            noOptions={
              <>
                {badges.length === 0 ? 'There are no badges to grant yet. ' : 'This member has every badge. '}
                <Link to="/admin-new/badges" className={linkClass}>
                  Manage badges
                </Link>
              </>
            }
            pending={grant.isPending || revoke.isPending}
            onGrant={(badgeId) =>
              toastOutcome(grant.mutateAsync({ userId, badgeId }), membersMessages.badgeGranted)
            }
            onRevoke={(badge) =>
              toastOutcome(revoke.mutateAsync({ userId, badgeId: badge.id }), `${badge.name} revoked`)
            }
          />
        )}
      </QueryState>
    </Panel>
  );
}
