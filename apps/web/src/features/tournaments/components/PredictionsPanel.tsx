import { roundName } from '@podium/shared/rules/tournaments';
import type { PredictionEntry, TournamentDetail } from '@podium/shared/tournaments';
import { tournamentMessages as m } from '@podium/shared/tournaments-messages';
import { useState } from 'react';
import { Avatar } from '@/components/Avatar.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';

/** The Predictions tab: Top Performers (3), friends' predictions (5), every prediction, and one member's picks. */
export function PredictionsPanel({ detail }: { detail: TournamentDetail }) {
  const [open, setOpen] = useState<PredictionEntry | null>(null);
  if (detail.all_predictions.length === 0) return <EmptyState title={m.noPredictions} />;
  const list = (entries: PredictionEntry[], rank: boolean) => (
    <ol className="flex flex-col gap-2">
      {entries.map((e, i) => (
        <li key={e.user.id}>
          <button
            type="button"
            onClick={() => setOpen(e)}
            className="flex w-full items-center gap-3 rounded-xl border border-white/10 bg-white/5 p-3 text-left hover:bg-white/10"
          >
            {rank && <span className="w-6 text-center font-bold text-amber-200">{i + 1}</span>}
            <Avatar src={e.user.avatar_url} fallbackSeed={e.user.id} alt="" size={32} />
            <span className="min-w-0 flex-1 truncate font-semibold text-white">{e.user.username}</span>
            <span className="text-sm text-slate-300">
              {e.correct}/{e.total} · {e.accuracy}%
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Top Performers">{list(detail.top_predictions, true)}</Panel>
      {detail.friend_predictions.length > 0 && (
        <Panel title="Friends' Predictions">{list(detail.friend_predictions, false)}</Panel>
      )}
      <Panel title="All Predictions" className="lg:col-span-2">
        {list(detail.all_predictions, false)}
      </Panel>
      <PicksDialog detail={detail} entry={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function PicksDialog({
  detail,
  entry,
  onClose,
}: {
  detail: TournamentDetail;
  entry: PredictionEntry | null;
  onClose: () => void;
}) {
  const matches = detail.tournament.matches;
  const rounds = Math.max(0, ...matches.map((x) => x.round));
  const picks = new Map(
    entry?.prediction.matches.map((p) => [p.tournament_match_id, p.predicted_winner_name]) ?? [],
  );
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(next) => !next && onClose()}
      title={`${entry?.user.username ?? ''}'s picks`}
      size="lg"
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
                      : match.winner_name === pick
                        ? 'Correct'
                        : 'Incorrect';
                  return (
                    <li
                      key={match.id}
                      className="flex justify-between gap-3 rounded-lg bg-white/5 px-3 py-2 text-sm"
                    >
                      <span className="text-white">
                        Match {match.match_number}: {pick}
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
                        {verdict}
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
