import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { HuntHistoryEntry } from '@podium/shared/bonus-hunts/schemas';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { cardClass } from '@/components/styles.ts';
import { useHuntHistory } from '@/features/bonus-hunts/api/get-hunt-history.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { Multiplier } from './Multiplier.tsx';

/**
 * The Previous Hunts tab (SPEC §2, §3 History entry): one card per finished hunt, naming its winners
 * and linking to the hunt's own page (decision 047).
 */
/** The winners' names, each once, in category order ("alice, bob"); "No winners" when none. */
const winnerNames = (winners: HuntHistoryEntry['winners']) =>
  winners.length === 0 ? m.winnersNone : [...new Set(winners.map((w) => w.username))].join(', ');

export function HistoryTab() {
  const { data, isError } = useHuntHistory();
  if (!data)
    return isError ? <EmptyState title={m.loadFailed} /> : <Spinner label="Loading previous hunts" />;
  if (data.length === 0) return <EmptyState title={m.noHistory} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((h) => {
        const profit = h.end_balance - h.start_balance;
        return (
          <li key={h.id} className={`${cardClass} flex flex-col gap-3 p-5`}>
            <div>
              <h3 className="font-bold text-white">
                <Link to={`/bonus-hunts/${h.id}`} className="hover:underline">
                  {h.title}
                </Link>
              </h3>
              <p className="text-xs text-slate-400">{h.created_at_human}</p>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-400">Start Balance</dt>
              <dd className="text-right font-mono text-white">{formatHuntMoney(h.start_balance)}</dd>
              <dt className="text-slate-400">End Balance</dt>
              <dd className="text-right font-mono text-white">{formatHuntMoney(h.end_balance)}</dd>
              <dt className="text-slate-400">Profit</dt>
              <dd className={`text-right font-mono ${profit >= 0 ? 'text-emerald-300' : 'text-rose-300'}`}>
                {formatHuntMoney(profit)}
              </dd>
              <dt className="text-slate-400">Average Multiplier</dt>
              <dd className="text-right">
                <Multiplier value={h.statistics.average_multiplier} />
              </dd>
              <dt className="text-slate-400">Predictions</dt>
              <dd className="text-right text-white">{h.predictions_count}</dd>
              <dt className="text-slate-400">{m.winners}</dt>
              <dd className="text-right text-white">{winnerNames(h.winners)}</dd>
            </dl>
            <Link
              to={`/bonus-hunts/${h.id}`}
              className="mt-auto text-sm font-medium text-accent hover:underline"
              aria-label={`${m.viewHunt}: ${h.title}`}
            >
              {m.viewHunt} →
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
