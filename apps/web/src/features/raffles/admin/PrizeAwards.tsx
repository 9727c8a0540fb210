import { prizeLabel } from '@podium/shared/common/prizes';
import { payoutStatusLabel } from '@podium/shared/payouts/rules';
import type { AdminRaffle, RafflePrizeAward } from '@podium/shared/raffles/admin';
import { ordinal } from '@/features/raffles/format.ts';

/** What became of a prize, in a few words: paid, queued, taken back by a re-draw, or kept after one. */
function outcome(a: RafflePrizeAward): { text: string; warn: boolean } {
  const taken = a.taken_back;
  if (taken?.outcome === 'points_taken_back')
    return {
      text: `Re-drawn: ${(taken.points ?? 0).toLocaleString('en-US')} points taken back`,
      warn: false,
    };
  if (taken?.outcome === 'payout_rejected') return { text: 'Re-drawn: payout rejected', warn: false };
  if (taken?.outcome === 'payout_kept')
    return { text: 'Re-drawn after the payout was paid: settle it by hand', warn: true };
  if (taken) return { text: 'Re-drawn', warn: false };
  if (a.payout) return { text: `Payout ${payoutStatusLabel(a.payout.status).toLowerCase()}`, warn: false };
  return { text: a.prize_type === 'points' ? 'Points credited' : 'Hand it over', warn: false };
}

/**
 * Each prize the draws handed out (decision 044), replaced winners' included: what it was, to whom, and
 * its state. A paid payout a re-draw could not take back is flagged.
 */
export function PrizeAwards({ raffle }: { raffle: AdminRaffle }) {
  if (raffle.prize_awards.length === 0) return null;
  return (
    <ol aria-label="Prizes handed out" className="space-y-1.5 text-sm">
      {raffle.prize_awards.map((a) => {
        const state = outcome(a);
        return (
          <li key={`${a.position}-${a.user.id}`} className="flex flex-wrap gap-x-2 text-slate-300">
            <span>
              {ordinal(a.position)} · <strong className="text-white">@{a.user.username}</strong> ·{' '}
              {prizeLabel({ ...a, description: '' })}
            </span>
            <span className={state.warn ? 'font-medium text-amber-300' : 'text-slate-400'}>{state.text}</span>
          </li>
        );
      })}
    </ol>
  );
}
