import { roundName } from '@podium/shared/tournaments/rules';
import type { TournamentMatch } from '@podium/shared/tournaments/schemas';
import { cx } from '@/components/cx.ts';
import { Multiplier } from './Multiplier.tsx';

export interface BracketProps {
  matches: readonly TournamentMatch[];
  /** Predict mode: the picked seed per match, and what a click on a slot does (by seed, decision 046). */
  picks?: ReadonlyMap<number, number>;
  onPick?: (match: TournamentMatch, seed: number) => void;
  /** Whether a slot of this match may be picked. */
  canPick?: (match: TournamentMatch) => boolean;
  /** The overlay's transparent look. */
  transparent?: boolean;
}

/**
 * The round-by-round tree, the Final last (SPEC §2): 280x200 px match cards, 120 px between columns and
 * 60 px between rows. It scrolls sideways inside its panel, never widening the page. Every slot is a
 * button with its seed ("#3": two slots may share a name): in predict mode it picks that slot.
 */
export function Bracket({ matches, picks, onPick, canPick, transparent = false }: BracketProps) {
  const rounds = Math.max(0, ...matches.map((m) => m.round));
  const columns = Array.from({ length: rounds }, (_, i) => ({
    round: i + 1,
    matches: matches.filter((m) => m.round === i + 1),
  }));
  return (
    <div className="max-w-full overflow-x-auto pb-4" data-testid="bracket-scroll">
      <div className="flex w-max gap-x-[120px]">
        {columns.map(({ round, matches: column }) => (
          <section key={round} aria-label={roundName(round, rounds)} className="flex flex-col">
            <h2 className="mb-4 text-center text-sm font-semibold uppercase tracking-wide text-slate-300">
              {roundName(round, rounds)}
            </h2>
            <ol className="flex flex-1 flex-col justify-around gap-y-[60px]">
              {column.map((match) => (
                <li key={match.id}>
                  <MatchCard
                    match={match}
                    pick={picks?.get(match.id)}
                    onPick={onPick && canPick?.(match) ? (seed) => onPick(match, seed) : undefined}
                    transparent={transparent}
                  />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}

function MatchCard(props: {
  match: TournamentMatch;
  pick: number | undefined;
  onPick: ((seed: number) => void) | undefined;
  transparent: boolean;
}) {
  const { match, pick, onPick, transparent } = props;
  const slots = [
    {
      n: 1,
      name: match.slot1_name,
      seed: match.slot1_seed,
      multiplier: match.slot1_multiplier,
      user: match.slot1_user,
    },
    {
      n: 2,
      name: match.slot2_name,
      seed: match.slot2_seed,
      multiplier: match.slot2_multiplier,
      user: match.slot2_user,
    },
  ];
  return (
    <div
      className={cx(
        'flex h-[200px] w-[280px] flex-col justify-center gap-3 rounded-2xl border p-4',
        transparent ? 'border-white/30 bg-black/60' : 'border-white/10 bg-card',
      )}
    >
      <p className="text-xs text-slate-400">Match {match.match_number}</p>
      {slots.map((slot) => {
        const won = match.winner_slot === slot.n;
        const picked = slot.seed !== null && slot.seed === pick;
        return (
          <button
            key={slot.n}
            type="button"
            aria-pressed={onPick ? picked : undefined}
            aria-disabled={!onPick || slot.seed === null}
            onClick={() => slot.seed !== null && onPick?.(slot.seed)}
            className={cx(
              'flex min-h-12 items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left',
              won ? 'border-emerald-400/60 bg-emerald-500/10' : 'border-white/10 bg-white/5',
              picked && 'ring-2 ring-primary',
              onPick && slot.seed !== null ? 'cursor-pointer hover:bg-white/10' : 'cursor-default',
            )}
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-white">
                {slot.seed !== null && <span className="text-xs text-slate-400">#{slot.seed}</span>}{' '}
                {slot.name ?? 'TBD'}
              </span>
              {slot.user && (
                <span className="block truncate text-xs text-slate-400">@{slot.user.username}</span>
              )}
            </span>
            <Multiplier value={slot.multiplier} />
          </button>
        );
      })}
    </div>
  );
}
