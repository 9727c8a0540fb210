import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import { fillBracket, isPickable, pickRefusal } from '@podium/shared/tournaments/rules';
import type { TournamentDetail, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useSavePredictions } from '@/features/tournaments/api/save-predictions.ts';
import { HttpError } from '@/lib/http.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { Bracket } from './Bracket.tsx';

/**
 * The Predict tab (SPEC §2, §4): click a slot to pick it; the next round fills from the picks with the
 * shared `fillBracket` (pairing 1+2, 3+4…); Save sends the picks that still stand.
 */
export function PredictPanel({ id, detail }: { id: string; detail: TournamentDetail }) {
  const { user } = useAuth();
  const t = detail.tournament;
  const [picks, setPicks] = useState<Map<number, number>>(
    () =>
      new Map(
        detail.user_prediction?.matches.map((p) => [p.tournament_match_id, p.predicted_winner_seed]) ?? [],
      ),
  );
  const save = useSavePredictions(id);
  // SPEC §5's 'Please make at least one prediction': said after Save with no picks, until the next pick.
  const [emptySave, setEmptySave] = useState(false);
  const refusal = save.error instanceof HttpError ? save.error.serverMessage : null;
  const filled = useMemo(() => fillBracket(t.matches, picks), [t.matches, picks]);
  // The picks that stand, by seed, with the picked slot's name (decision 046).
  const standing = useMemo(() => {
    const byId = new Map(filled.map((x) => [x.id, x]));
    return [...picks]
      .filter(([match_id, winner_seed]) => pickRefusal(byId, { match_id, winner_seed }) === null)
      .map(([match_id, winner_seed]) => {
        const x = byId.get(match_id)!;
        const winner_name = (x.slot1_seed === winner_seed ? x.slot1_name : x.slot2_name) ?? '';
        return { match_id, winner_name, winner_seed };
      });
  }, [filled, picks]);

  if (!user) {
    return (
      <EmptyState title={m.loginTitle} description={m.loginRequired}>
        <Link to="/login" className={buttonClass('primary')}>
          Login
        </Link>
      </EmptyState>
    );
  }
  if (!t.predictions_active) return <EmptyState title={m.closedTitle} description={m.predictionsClosed} />;
  if (t.matches.length === 0) return <EmptyState title={m.noMatchesAvailable} />;

  const pick = (match: TournamentMatch, seed: number) => {
    setEmptySave(false);
    save.reset();
    setPicks((current) => new Map(current).set(match.id, seed));
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-300">Click a slot to pick the winner of each match.</p>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={save.isPending}
          onClick={() => {
            save.reset();
            setEmptySave(standing.length === 0);
            if (standing.length === 0) return;
            // The picks that still stand on undecided matches; the server keeps every other pick (decision 045).
            save.mutate({ id, input: { predictions: standing } });
          }}
        >
          {save.isPending ? 'Saving…' : 'Save Predictions'}
        </button>
      </div>
      <p role="alert" className="text-sm text-rose-300 empty:hidden">
        {emptySave ? m.atLeastOne : refusal}
      </p>
      <Bracket matches={filled} picks={picks} onPick={pick} canPick={isPickable} />
    </div>
  );
}
