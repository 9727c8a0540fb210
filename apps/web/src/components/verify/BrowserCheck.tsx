import type {
  RaffleDrawData,
  RangeDrawData,
  Recomputed,
  RecomputedWinner,
} from '@podium/shared/draws/recompute';
import { useEffect, useState } from 'react';
import { cx } from '@/components/cx.ts';

/** A drawn raffle's verify data as the browser recomputes it: a raffle's or a wager raffle's. */
export type DrawData = (RaffleDrawData & { kind: 'raffle' }) | (RangeDrawData & { kind: 'wager_raffle' });

type State =
  | { status: 'running' }
  | { status: 'done'; result: Recomputed }
  | { status: 'failed'; reason: string };

/** The recompute's code (Web Crypto and the checks) loads only here, with a drawn raffle's verify view. */
const recompute = async (data: DrawData): Promise<Recomputed> => {
  const code = await import('@podium/shared/draws/recompute');
  return data.kind === 'wager_raffle' ? code.recomputeRanges(data) : code.recomputeRaffle(data);
};

/** Each place's winner after every re-draw: a later draw's winner takes the place it was drawn for. */
export function currentPlaces(result: Recomputed): RecomputedWinner[] {
  const byPlace = new Map<number, RecomputedWinner>();
  for (const draw of result.draws) for (const w of draw.winners) byPlace.set(w.position, w);
  return [...byPlace.values()].sort((a, b) => a.position - b.position);
}

/**
 * "Recomputed in your browser" beside the site's list of winners (decision 040): the page repeats the
 * draw from the verify data with Web Crypto — seed hash, list hash, every draw and its places — and
 * says whether it matches, or which checks do not. The names are the ticket list's (masked).
 */
export function BrowserCheck({ data }: { data: DrawData }) {
  const [state, setState] = useState<State>({ status: 'running' });
  useEffect(() => {
    let live = true;
    setState({ status: 'running' });
    recompute(data).then(
      (result) => live && setState({ status: 'done', result }),
      (error: unknown) =>
        live &&
        setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [data]);

  const ticketOf = (w: RecomputedWinner) => (data.kind === 'raffle' ? w.ticket_index : w.ticket_number);
  return (
    <section aria-label="Recomputed in your browser" className="flex min-w-0 flex-col gap-2">
      <p
        role="status"
        className={cx(
          'rounded-lg px-3 py-2 text-sm font-semibold',
          state.status === 'running' && 'bg-slate-950/40 text-slate-300',
          state.status === 'done' && state.result.ok && 'bg-emerald-500/10 text-emerald-300',
          (state.status === 'failed' || (state.status === 'done' && !state.result.ok)) &&
            'bg-rose-500/10 text-rose-300',
        )}
      >
        {state.status === 'running'
          ? 'Recomputing in your browser…'
          : state.status === 'failed'
            ? `Could not recompute in your browser: ${state.reason}`
            : state.result.ok
              ? 'Recomputed in your browser: matches'
              : 'Recomputed in your browser: does not match'}
      </p>
      {state.status === 'done' && !state.result.ok ? (
        <ul aria-label="What does not match" className="flex flex-col gap-1 text-sm text-rose-200">
          {state.result.checks
            .filter((c) => !c.ok)
            .map((c) => (
              <li key={c.name}>✗ {c.name}</li>
            ))}
        </ul>
      ) : null}
      {state.status === 'done' && state.result.draws.length > 0 ? (
        <ol aria-label="Recomputed winners" className="flex flex-col gap-1.5 text-sm">
          {currentPlaces(state.result).map((w) => (
            <li key={w.position} className="rounded-lg bg-slate-950/40 px-3 py-2 text-slate-300">
              #{w.position}{' '}
              <span className="font-semibold text-white">{w.name || `member #${w.user_id}`}</span> — ticket{' '}
              {ticketOf(w).toLocaleString('en-US')}
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === 'done' && state.result.ok && !state.result.namesHashed ? (
        <p className="text-xs text-slate-400">
          This draw predates hashed names (podium-draw-v1): the names are shown, the member ids are checked.
        </p>
      ) : null}
    </section>
  );
}
