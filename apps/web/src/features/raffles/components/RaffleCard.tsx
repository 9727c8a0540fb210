import { raffleMessages } from '@podium/shared/raffles/messages';
import { winnersPreview } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { Link } from 'react-router';
import { formatCount, liveTiming, timingText } from '@/features/raffles/format.ts';
import { RaffleImage } from './RaffleImage.tsx';
import { StatusPill } from './StatusPill.tsx';

/** Places to draw until the draw, then the winners drawn; a cancelled raffle has none ('—'). */
const winnersCount = (raffle: Raffle): string =>
  raffle.is_cancelled
    ? '—'
    : formatCount(raffle.drawn_at !== null ? raffle.winners.length : raffle.number_of_winners);

/** SPEC §2/§9: a raffle card with up to 3 winners, then 'and N more'; the title links to its page. */
export function RaffleCard({ raffle, now }: { raffle: Raffle; now: number }) {
  const { status } = liveTiming(raffle, now);
  const { shown, more } = winnersPreview(raffle.winners);
  const titleId = `raffle-card-${raffle.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-card transition-colors focus-within:border-primary/60 hover:border-primary/50"
    >
      <RaffleImage src={raffle.image} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="text-lg leading-tight font-bold text-white">
            <Link
              to={`/raffles/${raffle.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {raffle.title}
            </Link>
          </h3>
          <StatusPill status={status} place="card" cancelled={raffle.is_cancelled} />
        </div>
        {raffle.description ? (
          <p className="line-clamp-2 text-sm text-slate-400">{raffle.description}</p>
        ) : null}
        <p className="text-sm font-medium text-accent">{timingText(raffle, now)}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-slate-950/50 px-3 py-2">
            <dt className="text-xs text-slate-400">Entries</dt>
            <dd className="font-bold text-white tabular-nums">{formatCount(raffle.total_entries)}</dd>
          </div>
          <div className="rounded-lg bg-slate-950/50 px-3 py-2">
            <dt className="text-xs text-slate-400">Winners</dt>
            <dd className="font-bold text-white tabular-nums">{winnersCount(raffle)}</dd>
          </div>
        </dl>
        {shown.length > 0 ? (
          <div className="mt-auto text-sm">
            <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Winners</p>
            <ul aria-label={`Winners of ${raffle.title}`} className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {shown.map((winner) => (
                <li key={winner.id} className="min-w-0 font-semibold text-white wrap-anywhere">
                  {winner.display_name}
                </li>
              ))}
              {more > 0 ? <li className="text-slate-400">{raffleMessages.andMore(more)}</li> : null}
            </ul>
          </div>
        ) : raffle.drawn_at !== null ? (
          <p className="mt-auto text-sm text-slate-400">{raffleMessages.endedWithoutEntries}</p>
        ) : null}
      </div>
    </article>
  );
}
