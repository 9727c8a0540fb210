import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import { closestPredictions } from '@podium/shared/bonus-hunts/rules';
import type { BonusHuntCurrent, HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/Avatar.tsx';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useHuntPredictions } from '@/features/bonus-hunts/api/get-hunt-predictions.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { Multiplier } from './Multiplier.tsx';

function Who({ p }: { p: HuntPrediction }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar src={p.user.avatar_url} fallbackSeed={p.user_id} alt="" size={28} />
      <span className="truncate font-semibold text-white">{p.user.username}</span>
    </span>
  );
}

function Closest({
  title,
  actual,
  winner,
  guess,
}: {
  title: string;
  actual: ReactNode;
  winner: HuntPrediction | null;
  guess: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-xl border border-white/10 bg-white/5 p-4">
      <p className="text-sm text-slate-400">{title}</p>
      <p className="text-sm text-slate-300">Actual: {actual}</p>
      {winner ? (
        <div className="flex items-center justify-between gap-2">
          <Who p={winner} />
          <span className="min-w-0 text-right text-sm wrap-anywhere">{guess}</span>
        </div>
      ) : (
        <p className="text-sm text-slate-500">—</p>
      )}
    </div>
  );
}

/**
 * The Predictions tab (SPEC §2, §4): the Closest Predictions summary, computed here with the same
 * shared rule the server pays with, and All Predictions.
 */
export function PredictionsTab({ current }: { current: BonusHuntCurrent }) {
  const huntId = current.hunt?.id ?? null;
  const { data, isError } = useHuntPredictions(huntId);
  if (!data) return isError ? <EmptyNote>{m.loadFailed}</EmptyNote> : <Spinner label="Loading predictions" />;
  const closest = closestPredictions(current.games, data);
  const { actual } = closest;
  return (
    <div className="grid min-w-0 gap-6">
      <Panel title={m.closest}>
        <div className="grid gap-3 md:grid-cols-3">
          <Closest
            title="End Balance"
            actual={formatHuntMoney(actual.end_balance)}
            winner={closest.end_balance}
            guess={closest.end_balance && formatHuntMoney(closest.end_balance.end_balance)}
          />
          <Closest
            title="Highest Multiplier"
            actual={<Multiplier value={actual.highest_multiplier} />}
            winner={closest.highest_multiplier}
            guess={
              closest.highest_multiplier && (
                <Multiplier value={closest.highest_multiplier.highest_multiplier} />
              )
            }
          />
          <Closest
            title="Highest Multiplier Game"
            actual={actual.top_game ?? '—'}
            winner={closest.correct_game}
            guess={closest.correct_game?.highest_multiplier_game}
          />
        </div>
      </Panel>
      <Panel title={m.all} description={`${data.length} prediction${data.length === 1 ? '' : 's'}`}>
        {data.length === 0 ? (
          <EmptyNote>{m.noPredictions}</EmptyNote>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.map((p) => (
              <li
                key={p.id}
                className="grid grid-cols-2 items-center gap-2 rounded-xl border border-white/10 bg-white/5 p-3 text-sm sm:grid-cols-[minmax(0,2fr)_1fr_1fr_minmax(0,1.5fr)_auto]"
              >
                <Who p={p} />
                <span className="font-mono text-slate-200">{formatHuntMoney(p.end_balance)}</span>
                <Multiplier value={p.highest_multiplier} />
                <span className="truncate text-slate-300">{p.highest_multiplier_game}</span>
                <span className="text-xs text-slate-500">{p.created_at_human}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
