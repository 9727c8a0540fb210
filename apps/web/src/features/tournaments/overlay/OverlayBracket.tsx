import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import { roundName } from '@podium/shared/tournaments/rules';
import type { TournamentMatch } from '@podium/shared/tournaments/schemas';
import { cx } from '@/components/cx.ts';
import { Multiplier } from '@/features/tournaments/components/Multiplier.tsx';
import { CARD_H, CARD_W, HEADER_H, nameSize, type OverlayLayout } from './overlay-layout.ts';

const nameClass = { lg: 'text-lg leading-5', md: 'text-sm leading-4', sm: 'text-[10px] leading-3' };

/** A slot's seed as shown beside its name: "#3" (two slots may share a name). */
export const seedLabel = (seed: number | null) => (seed === null ? '' : `#${seed}`);

/**
 * The overlay's bracket at its natural size (`overlayLayout`): absolutely placed match cards, each slot
 * with its seed, name (up to two lines, never cut at 14 characters) and multiplier; the winner's slot
 * marked, the match being played ringed.
 */
export function OverlayBracket(props: {
  layout: OverlayLayout;
  matches: readonly TournamentMatch[];
  playingId: number | null;
  light: boolean;
}) {
  const { layout, matches, playingId, light } = props;
  const rounds = Math.max(0, ...matches.map((x) => x.round));
  const at = new Map(matches.map((x) => [`${x.round}:${x.match_number}`, x]));
  return (
    <>
      {layout.columns.map((c) => (
        <section
          key={`${c.side}-${c.round}`}
          aria-label={
            c.side === 'final' ? roundName(c.round, rounds) : `${roundName(c.round, rounds)} (${c.side})`
          }
          className="absolute"
          style={{
            left: c.x,
            top: layout.bodyTop - HEADER_H,
            width: CARD_W,
            height: layout.bodyHeight + HEADER_H,
          }}
        >
          <h2 className="text-center text-sm font-bold uppercase tracking-wide opacity-80">
            {roundName(c.round, rounds)}
          </h2>
          {layout.matches
            .filter((p) => p.round === c.round && p.side === c.side)
            .map((p) => {
              const match = at.get(`${p.round}:${p.match_number}`);
              return match ? (
                <div key={match.id} className="absolute left-0" style={{ top: HEADER_H + p.y - CARD_H / 2 }}>
                  <OverlayMatch match={match} playing={match.id === playingId} light={light} />
                </div>
              ) : null;
            })}
        </section>
      ))}
    </>
  );
}

function OverlayMatch({
  match,
  playing,
  light,
}: {
  match: TournamentMatch;
  playing: boolean;
  light: boolean;
}) {
  const slots = [
    { name: match.slot1_name, seed: match.slot1_seed, multiplier: match.slot1_multiplier, n: 1 },
    { name: match.slot2_name, seed: match.slot2_seed, multiplier: match.slot2_multiplier, n: 2 },
  ];
  return (
    <article
      data-testid="overlay-match"
      aria-current={playing ? 'true' : undefined}
      className={cx(
        'relative flex flex-col justify-center gap-1 rounded-xl border px-2 py-1',
        light ? 'border-slate-900/20 bg-white/85' : 'border-white/30 bg-black/60',
        playing && 'ring-4 ring-amber-400',
      )}
      style={{ width: CARD_W, height: CARD_H }}
    >
      {playing && (
        <span className="absolute -top-3 right-2 rounded bg-amber-400 px-1.5 text-[10px] font-bold uppercase text-black">
          {m.nowPlaying}
        </span>
      )}
      {slots.map((slot) => {
        const won = match.winner_slot === slot.n;
        const lost = match.winner_slot !== null && !won;
        return (
          <div
            key={slot.n}
            className={cx(
              'flex h-[34px] items-center gap-1.5 rounded-md px-1.5',
              won && 'bg-emerald-500/25',
              lost && 'opacity-50',
            )}
          >
            <span className="w-6 shrink-0 font-mono text-[11px] opacity-70">{seedLabel(slot.seed)}</span>
            <span
              className={cx(
                'line-clamp-2 min-w-0 flex-1 break-words font-bold',
                nameClass[nameSize(slot.name ?? '')],
              )}
            >
              {slot.name ?? 'TBD'}
            </span>
            <Multiplier value={slot.multiplier} />
          </div>
        );
      })}
    </article>
  );
}
