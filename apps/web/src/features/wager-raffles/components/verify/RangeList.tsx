import { rangeLine } from '@podium/shared/draws/lines';
import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { formatCount } from '@/features/wager-raffles/format.ts';

/**
 * The frozen ranges in ticket order: the lines the client seed is the SHA-256 of. Members by their
 * masked name (SPEC §9, decision 040): a full name beside a range would tell that member's wager.
 */
export function RangeList({ data }: { data: Pick<WagerRaffleVerify, 'algorithm' | 'ranges'> }) {
  return (
    <section
      aria-label="Ticket ranges"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl border border-white/10"
    >
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-900 text-xs text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2">
              Tickets
            </th>
            <th scope="col" className="px-3 py-2">
              Member
            </th>
            <th scope="col" className="px-3 py-2">
              Line hashed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 text-slate-300">
          {data.ranges.map((r) => (
            <tr key={r.first}>
              <td className="px-3 py-1.5 tabular-nums">
                {formatCount(r.first)}–{formatCount(r.last)}
              </td>
              <td className="px-3 py-1.5">{r.name}</td>
              <td className="px-3 py-1.5 font-mono text-xs">{rangeLine(data.algorithm, r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
