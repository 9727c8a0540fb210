import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import { roundName, winnerSeed } from '@podium/shared/tournaments/rules';
import type { PredictionEntry, TournamentDetail } from '@podium/shared/tournaments/schemas';
import { Dialog } from '@/components/dialog/Dialog.tsx';

/** One member's picks, round by round, each marked Correct, Incorrect or Pending. */
export function PicksDialog({
  detail,
  entry,
  onClose,
  returnFocusTo,
}: {
  detail: TournamentDetail;
  entry: PredictionEntry | null;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const matches = detail.tournament.matches;
  const rounds = Math.max(0, ...matches.map((x) => x.round));
  const picks = new Map(entry?.prediction.matches.map((p) => [p.tournament_match_id, p]) ?? []);
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(next) => !next && onClose()}
      title={`${entry?.user.username ?? ''}'s picks`}
      size="lg"
      returnFocusTo={returnFocusTo}
    >
      <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
        {Array.from({ length: rounds }, (_, i) => i + 1).map((round) => {
          const inRound = matches.filter((x) => x.round === round && picks.has(x.id));
          if (inRound.length === 0) return null;
          return (
            <section key={round}>
              <h3 className="mb-2 text-sm font-semibold text-slate-300">{roundName(round, rounds)}</h3>
              <ul className="flex flex-col gap-1">
                {inRound.map((match) => {
                  const pick = picks.get(match.id)!;
                  const verdict =
                    match.winner_name === null
                      ? 'Pending'
                      : winnerSeed(match) === pick.predicted_winner_seed
                        ? 'Correct'
                        : 'Incorrect';
                  const words =
                    verdict === 'Correct'
                      ? m.pickCorrect
                      : verdict === 'Pending'
                        ? m.pickPending
                        : m.pickIncorrect(`${match.winner_name} #${winnerSeed(match)}`);
                  return (
                    <li
                      key={match.id}
                      className="flex justify-between gap-3 rounded-lg bg-white/5 px-3 py-2 text-sm"
                    >
                      <span className="text-white">
                        Match {match.match_number}: {pick.predicted_winner_name}{' '}
                        <span className="text-slate-400">#{pick.predicted_winner_seed}</span>
                      </span>
                      <span
                        className={
                          verdict === 'Correct'
                            ? 'text-emerald-300'
                            : verdict === 'Incorrect'
                              ? 'text-rose-300'
                              : 'text-slate-400'
                        }
                      >
                        {words}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
