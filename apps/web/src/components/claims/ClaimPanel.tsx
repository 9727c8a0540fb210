import { claimMessages, claimStateLabel } from '@podium/shared/draws/claim-words';
import type { ClaimInfo, WinnerClaim } from '@podium/shared/draws/claims';
import { Countdown } from '@/components/Countdown.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useNow } from '@/lib/use-now.ts';

interface ClaimPanelProps {
  claim: ClaimInfo;
  /** The signed-in member, or null for a visitor. */
  viewerId: number | null;
  onClaim: () => void;
  busy: boolean;
}

/** The deadline in UTC, the same on the server and in the browser (no hydration mismatch). */
const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const formatDeadline = (iso: string) => `${utc.format(Date.parse(iso))} UTC`;

const stateTone: Record<WinnerClaim['state'], string> = {
  claimed: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
  waiting: 'border-amber-400/30 bg-amber-500/10 text-amber-200',
  redrawn: 'border-white/10 bg-white/5 text-slate-300',
  replaced: 'border-white/10 bg-white/5 text-slate-300',
  not_claimed: 'border-rose-400/30 bg-rose-500/10 text-rose-200',
};

/**
 * A raffle's claim window (decision 064), on raffle and wager raffle pages alike: the signed-in winner
 * who has not claimed gets "Claim your prize" with the deadline and a countdown to it (from the data,
 * not the render time), then "Claimed"; everyone sees each winner's state — claimed, waiting for claim
 * (until when), not claimed and re-drawn (with the re-draw's nonce, see the verify view), or not
 * claimed. Nothing shows for a raffle without a window or not drawn yet.
 */
export function ClaimPanel({ claim, viewerId, onClaim, busy }: ClaimPanelProps) {
  const now = useNow(1000);
  if (claim.claim_window_hours === null || claim.claims.length === 0) return null;
  const mine = viewerId === null ? [] : claim.claims.filter((c) => c.user.id === viewerId);
  const waiting = mine.find((c) => c.state === 'waiting' && Date.parse(c.deadline) > now);
  const claimed = mine.find((c) => c.state === 'claimed');
  const hours = claim.claim_window_hours;
  return (
    <Panel
      title="Prize claims"
      description={`Winners claim within ${hours} ${hours === 1 ? 'hour' : 'hours'} of being drawn; an unclaimed prize is re-drawn (at most ${claim.auto_redraws_allowed} ${claim.auto_redraws_allowed === 1 ? 'time' : 'times'}).`}
    >
      {waiting ? (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-400/30 bg-amber-500/10 p-4">
          <p className="font-semibold text-amber-100">You won place #{waiting.position}!</p>
          <Countdown
            endTimestamp={Date.parse(waiting.deadline)}
            title="Time left to claim"
            endedLabel="The claim window has closed"
            compact
          />
          <p className="text-sm text-amber-100/80">
            {claimMessages.deadline} {formatDeadline(waiting.deadline)}
          </p>
          <button
            type="button"
            className={`${buttonClass('primary')} w-full sm:w-auto`}
            onClick={onClaim}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'Claiming…' : claimMessages.claimButton}
          </button>
        </div>
      ) : claimed ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-400/30 bg-emerald-500/10 p-4 font-semibold text-emerald-100"
        >
          {claimMessages.claimedLabel}: your prize for place #{claimed.position} is on its way.
        </p>
      ) : null}
      <ul aria-label="Claim state of each winner" className="flex flex-col gap-2">
        {claim.claims.map((c) => (
          <li
            key={`${c.nonce}-${c.position}-${c.user.id}`}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-white/10 px-3 py-2"
          >
            <span className="min-w-0 truncate text-white">
              <span className="mr-2 font-bold text-amber-200 tabular-nums">#{c.position}</span>
              {c.user.display_name}
            </span>
            <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${stateTone[c.state]}`}>
              {claimStateLabel(c)}
              {c.state === 'waiting' ? ` · until ${formatDeadline(c.deadline)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
