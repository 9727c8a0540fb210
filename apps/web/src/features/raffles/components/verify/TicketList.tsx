import { ticketLine } from '@podium/shared/draws/lines';
import type { RaffleVerify } from '@podium/shared/raffles/verify';

/**
 * The frozen ticket list in canonical order: the lines the client seed is the SHA-256 of. Members by
 * their masked name (decision 040).
 */
export function TicketList({ data }: { data: Pick<RaffleVerify, 'algorithm' | 'tickets'> }) {
  return (
    <section
      aria-label="Ticket list"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl border border-white/10"
    >
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-900 text-xs text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2">
              Ticket
            </th>
            <th scope="col" className="px-3 py-2">
              Entry
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
          {data.tickets.map((t) => (
            <tr key={t.entry_id}>
              <td className="px-3 py-1.5 tabular-nums">{t.index}</td>
              <td className="px-3 py-1.5 tabular-nums">{t.entry_id}</td>
              <td className="px-3 py-1.5">{t.name}</td>
              <td className="px-3 py-1.5 font-mono text-xs">{ticketLine(data.algorithm, t.index, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
