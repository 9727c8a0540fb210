import type { FriendRequest } from '@podium/shared/friends/schemas';
import { cx } from '@/components/cx.ts';
import { useAcceptFriendRequest } from '@/features/friends/api/accept-friend-request.ts';
import { useDeclineFriendRequest } from '@/features/friends/api/decline-friend-request.ts';
import { MemberRow } from './MemberRow.tsx';
import { friendButtonClass as btn, friendButtonSize } from './styles.ts';

/** The requests other members sent the viewer, each with Accept and Decline. */
export function PendingRequests({
  requests,
  onNavigate,
}: {
  requests: FriendRequest[] | undefined;
  onNavigate: () => void;
}) {
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const busy = accept.isPending || decline.isPending;
  return (
    <section aria-labelledby="pending-requests-title" className="flex flex-col gap-3">
      <h3 id="pending-requests-title" className="text-sm font-bold tracking-wide text-slate-300 uppercase">
        Pending Requests
      </h3>
      {!requests || requests.length === 0 ? (
        <p className="text-sm text-slate-400">No pending friend requests.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {requests.map((r) => {
            const target = { id: r.id, userId: r.user.id };
            return (
              <MemberRow key={r.id} user={r.user} onNavigate={onNavigate}>
                <div className="flex gap-1.5">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => accept.mutate(target)}
                    aria-label={`Accept ${r.user.display_name}`}
                    className={cx(btn.primary, friendButtonSize.sm)}
                  >
                    Accept
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => decline.mutate(target)}
                    aria-label={`Decline ${r.user.display_name}`}
                    className={cx(btn.neutral, friendButtonSize.sm)}
                  >
                    Decline
                  </button>
                </div>
              </MemberRow>
            );
          })}
        </ul>
      )}
    </section>
  );
}
