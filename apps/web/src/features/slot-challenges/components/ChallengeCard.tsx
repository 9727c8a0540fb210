import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';
import { cardClass } from '@/components/styles.ts';
import {
  challengeSentence,
  claimLabel,
  claimTone,
  formatUtc,
  stateLabel,
  stateTone,
} from '@/features/slot-challenges/format.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { ClaimForm } from './ClaimForm.tsx';

/** What the viewer can do on an open challenge: claim (members), sign in (visitors), nothing (staff). */
function ClaimArea({ challenge: c }: { challenge: Challenge }) {
  const { user } = useAuth();
  if (!user)
    return (
      <p className="text-sm text-slate-300">
        <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          Log in
        </Link>{' '}
        to claim this challenge.
      </p>
    );
  if (user.role === 'Admin' || user.role === 'Moderator')
    return <p className="text-sm text-slate-400">Staff cannot claim slot challenges.</p>;
  if (c.my_claim?.status === 'pending') return null;
  return <ClaimForm challenge={c} />;
}

/** The viewer's latest claim: waiting, won (with the place), or refused with the reason. */
function MyClaim({ challenge: c }: { challenge: Challenge }) {
  const mine = c.my_claim;
  if (!mine) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="my-claim">
      <span className="text-slate-300">Your claim:</span>
      <Pill tone={claimTone[mine.status]}>{claimLabel[mine.status]}</Pill>
      {mine.status === 'approved' && c.places > 1 ? (
        <span className="text-emerald-300">Place {mine.place}</span>
      ) : null}
      {mine.status === 'refused' && mine.reason ? (
        <span className="break-words text-rose-200">{mine.reason}</span>
      ) : null}
    </div>
  );
}

/** One challenge: the target and prize in a sentence, its casino and window, winners, the viewer's claim. */
export function ChallengeCard({ challenge: c }: { challenge: Challenge }) {
  const placesLeft = c.places - c.places_taken;
  return (
    <article className={`${cardClass} flex flex-col gap-4 p-4 sm:p-6`} aria-labelledby={`challenge-${c.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`challenge-${c.id}`} className="break-words text-xl font-bold text-white">
            {c.game}
          </h2>
          <p className="text-sm text-slate-400">
            On {c.casino.name} ·{' '}
            {c.state === 'upcoming' ? `starts ${formatUtc(c.starts_at)}` : `ends ${formatUtc(c.ends_at)}`}
            {c.state === 'open' && c.places > 1 ? ` · ${placesLeft} of ${c.places} places left` : ''}
          </p>
        </div>
        <Pill tone={stateTone[c.state]}>{stateLabel[c.state]}</Pill>
      </header>
      <p className="break-words text-lg text-slate-100">{challengeSentence(c)}</p>
      {c.winners.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-300">
            {c.winners.length === 1 ? 'Winner' : 'Winners'}
          </h3>
          <ol className="mt-1 flex flex-col gap-1" aria-label={`Winners of ${c.game}`}>
            {c.winners.map((w) => (
              <li key={w.place} className="flex flex-wrap gap-x-2 text-sm text-white">
                {c.places > 1 ? <span className="text-slate-400">#{w.place}</span> : null}
                <span className="font-semibold">{w.username}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : c.state === 'expired' ? (
        <p className="text-sm text-slate-400">Nobody hit it in time.</p>
      ) : c.state === 'cancelled' ? (
        <p className="text-sm text-slate-400">The streamer cancelled this challenge.</p>
      ) : null}
      <MyClaim challenge={c} />
      {c.state === 'open' ? <ClaimArea challenge={c} /> : null}
    </article>
  );
}
