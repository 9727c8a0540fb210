import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { BonusHuntCurrent } from '@podium/shared/bonus-hunts/schemas';
import type { ReactNode } from 'react';
import { cardClass } from '@/components/styles.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { Multiplier } from './Multiplier.tsx';

/**
 * What the unopened games still need: "In profit" once the winnings cover the start balance, a dash
 * when nothing is left to open short of it (the multiplier is 0 in both cases), else the multiplier.
 */
function BreakEven({
  startBalance,
  statistics: s,
}: {
  startBalance: number;
  statistics: BonusHuntCurrent['statistics'];
}) {
  if (startBalance > 0 && s.winnings >= startBalance) {
    return <span className="font-semibold text-emerald-300">{m.inProfit}</span>;
  }
  return <Multiplier value={s.break_even_multiplier > 0 ? s.break_even_multiplier : null} />;
}

/**
 * The five stat cards (SPEC §2): start balance, winnings, break-even, average and highest multiplier.
 * `large`: the overlay's, big and on an opaque dark card, readable over any stream.
 */
export function StatCards({
  startBalance,
  statistics: s,
  large = false,
}: {
  startBalance: number;
  statistics: BonusHuntCurrent['statistics'];
  large?: boolean;
}) {
  const cards: [string, ReactNode][] = [
    ['Start Balance', formatHuntMoney(startBalance)],
    ['Winnings', formatHuntMoney(s.winnings)],
    ['Break-even', <BreakEven key="be" startBalance={startBalance} statistics={s} />],
    ['Average Multiplier', <Multiplier key="avg" value={s.average_multiplier} />],
    ['Highest Multiplier', <Multiplier key="hi" value={s.highest_multiplier} />],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(([label, value]) => (
        <div
          key={label}
          className={large ? 'rounded-2xl border border-white/15 bg-slate-950/85 p-5' : `${cardClass} p-4`}
        >
          <dt className={large ? 'text-xl text-slate-300' : 'text-sm text-slate-400'}>{label}</dt>
          <dd className={large ? 'text-4xl font-black text-white' : 'text-xl font-bold text-white'}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
