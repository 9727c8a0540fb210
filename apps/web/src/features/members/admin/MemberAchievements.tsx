import { type AdminUserDetail, membersMessages } from '@podium/shared/members/schemas';
import { Link } from 'react-router';
import { useAdminAchievements } from '@/api/get-admin-achievements.ts';
import { adminDateText } from '@/components/admin/AdminDate.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useGrantAchievement } from './api/grant-achievement.ts';
import { useRevokeAchievement } from './api/revoke-achievement.ts';
import { GrantPanel } from './GrantPanel.tsx';
import { toastOutcome } from './toast-outcome.ts';

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

interface MemberAchievementsProps {
  userId: number;
  unlocked: AdminUserDetail['achievements'];
}

/** The member's unlocked achievements: revoke one, or grant a manual one (the rest unlock by themselves). */
export function MemberAchievements({ userId, unlocked }: MemberAchievementsProps) {
  const catalogue = useAdminAchievements();
  const grant = useGrantAchievement(userId);
  const revoke = useRevokeAchievement(userId);
  const has = new Set(unlocked.map((a) => a.id));
  const granted = unlocked.map((a) => ({
    id: a.id,
    name: a.title,
    description: a.description,
    icon: a.icon,
    meta: `Unlocked ${adminDateText(a.unlocked_at)}`,
  }));

  return (
    <Panel
      level={3}
      title="Achievements"
      description="Most unlock by themselves; manual ones are granted here."
    >
      <QueryState query={catalogue} what="achievements">
        {(achievements) => (
          <GrantPanel
            noun="manual achievement"
            grantLabel="Grant achievement"
            idPrefix="member-achievement"
            granted={granted}
            options={achievements
              .filter((a) => a.criterion === 'manual' && !has.has(a.id))
              .map((a) => ({ id: a.id, name: a.title }))}
            emptyText="No achievements unlocked yet."
            noOptions={
              <>
                No manual achievement left to grant.{' '}
                <Link to="/admin-new/achievements" className={linkClass}>
                  Edit the catalogue
                </Link>
              </>
            }
            pending={grant.isPending || revoke.isPending}
            onGrant={(achievementId) =>
              toastOutcome(grant.mutateAsync({ userId, achievementId }), membersMessages.achievementGranted)
            }
            onRevoke={(item) =>
              toastOutcome(revoke.mutateAsync({ userId, achievementId: item.id }), `${item.name} revoked`)
            }
          />
        )}
      </QueryState>
    </Panel>
  );
}
