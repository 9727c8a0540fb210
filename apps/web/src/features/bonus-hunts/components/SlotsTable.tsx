import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { useState } from 'react';
import { cx } from '@/components/cx.ts';
import { EmptyNote } from '@/components/Panel.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { cardClass } from '@/components/styles.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { GameStatus } from './GameStatus.tsx';
import { Multiplier } from './Multiplier.tsx';

/** The searchable slots table (SPEC §2): slot and provider, bet, win, multiplier and status. */
export function SlotsTable({ games }: { games: HuntGame[] }) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLocaleLowerCase('en-US');
  const shown = q
    ? games.filter((g) => `${g.slot_name} ${g.provider.name}`.toLocaleLowerCase('en-US').includes(q))
    : games;
  return (
    <section aria-label="Slots" className={`${cardClass} flex min-w-0 flex-col gap-4 p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-white">Slots ({games.length})</h2>
        <SearchBox
          label="Search slots"
          placeholder="Search slots..."
          value={query}
          onChange={setQuery}
          className="w-full sm:w-72"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyNote>{m.noSlots}</EmptyNote>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-xs tracking-wide text-slate-400 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  #
                </th>
                <th scope="col" className="px-3 py-2">
                  Slot
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Bet
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Win
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Multiplier
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((g) => (
                <tr
                  key={g.id}
                  aria-current={g.pending_win ? 'true' : undefined}
                  className={cx('border-t border-white/5', g.pending_win && 'bg-amber-400/10')}
                >
                  <td className="px-3 py-2 text-slate-400">{g.position}</td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      {g.slot_image && (
                        <img
                          src={g.slot_image}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          className="h-10 w-10 rounded-lg object-cover"
                        />
                      )}
                      <div className="min-w-0">
                        <p className="truncate font-semibold text-white">{g.slot_name}</p>
                        <p className="truncate text-xs text-slate-400">{g.provider.name}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-2 text-right font-mono text-slate-200">
                    {formatHuntMoney(g.slot_bet)}
                  </td>
                  <td className="px-3 py-2 text-right font-mono text-slate-200">
                    {g.slot_win === null ? '—' : formatHuntMoney(g.slot_win)}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Multiplier value={g.multiplier} />
                  </td>
                  <td className="px-3 py-2">
                    <GameStatus game={g} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
