import { claimStateLabel } from '@podium/shared/draws/claim-words';
import type { ClaimInfo, WinnerClaim } from '@podium/shared/draws/claims';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { type BadgeTone, StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { Panel } from '@/components/Panel.tsx';

const tone: Record<WinnerClaim['state'], BadgeTone> = {
  claimed: 'emerald',
  waiting: 'amber',
  redrawn: 'neutral',
  replaced: 'neutral',
  not_claimed: 'rose',
};

/**
 * Admin detail of a raffle or wager raffle with a claim window (decision 064): the settings, the
 * automatic re-draws used, and every winner's claim state with its deadline or claim time.
 */
export function AdminClaimStates({ claim }: { claim: ClaimInfo }) {
  if (claim.claim_window_hours === null) return null;
  return (
    <Panel
      title="Prize claims"
      level={3}
      description={`Claim within ${claim.claim_window_hours} h · automatic re-draws used ${claim.auto_redraws_used} of ${claim.auto_redraws_allowed}`}
    >
      {claim.claims.length === 0 ? (
        <AdminEmptyState title="No winners yet" description="Claims show here once the raffle is drawn." />
      ) : (
        <ul aria-label="Claim state of each winner" className="divide-y divide-white/5">
          {claim.claims.map((c) => (
            <li
              key={`${c.nonce}-${c.position}-${c.user.id}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
            >
              <span className="font-bold text-amber-200 tabular-nums">#{c.position}</span>
              <span className="min-w-0 truncate text-white">{c.user.username}</span>
              <span className="text-slate-400">nonce {c.nonce}</span>
              <StatusBadge tone={tone[c.state]}>{claimStateLabel(c)}</StatusBadge>
              <span className="text-slate-400">
                {c.claimed_at ? (
                  <>
                    claimed <AdminDate iso={c.claimed_at} />
                  </>
                ) : (
                  <>
                    deadline <AdminDate iso={c.deadline} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
