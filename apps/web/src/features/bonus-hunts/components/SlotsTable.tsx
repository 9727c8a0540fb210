import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { useState } from 'react';
import { cx } from '@/components/cx.ts';
import { EmptyNote } from '@/components/Panel.tsx';
import { SafeImage } from '@/components/SafeImage.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { cardClass } from '@/components/styles.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { GameStatus } from './GameStatus.tsx';
import { Multiplier } from './Multiplier.tsx';

/**
 * The searchable slots table (SPEC §2): slot and provider, bet, win, multiplier and status. On a phone
 * (below `sm`) each row stacks into two lines: the slot's first, with its number, bet and status under
 * its name, and Win and Multiplier as columns, so both show without a sideways swipe (decision 047).
 */
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
          <table className="w-full text-left text-sm sm:min-w-[40rem]">
            <thead className="text-xs tracking-wide text-slate-400 uppercase">
              <tr>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  #
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Slot
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                  Bet
                </th>
                <th scope="col" className="px-2 py-2 text-right sm:px-3">
                  Win
                </th>
                <th scope="col" className="px-2 py-2 text-right sm:px-3">
                  Multiplier
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
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
                  <td className="hidden px-3 py-2 text-slate-400 sm:table-cell">{g.position}</td>
                  <td className="max-w-0 px-2 py-2 sm:max-w-none sm:px-3">
                    <div className="flex items-center gap-3">
                      {g.slot_image && (
                        <SafeImage
                          src={g.slot_image}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          className="hidden h-10 w-10 shrink-0 rounded-lg object-cover sm:flex"
                        />
                      )}
                      <div className="min-w-0">
                        <p className="truncate font-semibold text-white">{g.slot_name}</p>
                        <p className="truncate text-xs text-slate-400">{g.provider.name}</p>
                        {/* The phone's second line: what the hidden columns show on wider screens. */}
                        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-400 sm:hidden">
                          <span>#{g.position}</span>
                          <span>Bet {formatHuntMoney(g.slot_bet)}</span>
                          <GameStatus game={g} />
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="hidden px-3 py-2 text-right font-mono text-slate-200 sm:table-cell">
                    {formatHuntMoney(g.slot_bet)}
                  </td>
                  <td className="px-2 py-2 text-right font-mono whitespace-nowrap text-slate-200 sm:px-3">
                    {g.slot_win === null ? '—' : formatHuntMoney(g.slot_win)}
                  </td>
                  <td className="px-2 py-2 text-right whitespace-nowrap sm:px-3">
                    <Multiplier value={g.multiplier} />
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
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
