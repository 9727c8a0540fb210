import { rangeLine } from '@podium/shared/draws/lines';
import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SeedRow } from '@/components/verify/SeedRow.tsx';
import { DrawExplanation, downloadJson, VerifyDownload } from '@/components/verify/VerifyParts.tsx';
import { useWagerRaffleVerify } from '@/features/wager-raffles/api/get-wager-raffle-verify.ts';
import { formatCount, formatUtc } from '@/features/wager-raffles/format.ts';

const fileName = (id: number) => `wager-raffle-${id}-verify.json`;

/**
 * The public verify view (decision 024): the commitment from creation; after the draw the server seed,
 * the ticket-ranges hash, the frozen ranges (downloadable as the exact verify data) and the winners.
 */
export function VerifyPanel({ id }: { id: string }) {
  return (
    <QueryState query={useWagerRaffleVerify(id)} what="the draw data">
      {(data) => <VerifyView data={data} />}
    </QueryState>
  );
}

function VerifyView({ data }: { data: WagerRaffleVerify }) {
  const drawn = data.server_seed !== null && data.client_seed !== null;
  const draw = data.draws[0];
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Provably Fair Draw" description={`Algorithm ${data.algorithm}`}>
        <dl className="flex flex-col gap-4">
          <SeedRow label="Server seed hash (commitment)" hint="Published when the raffle was created.">
            {data.server_seed_hash}
          </SeedRow>
          {drawn ? (
            <>
              <SeedRow
                label="Server seed"
                hint="Revealed after the draw; its SHA-256 is the commitment above."
              >
                {data.server_seed}
              </SeedRow>
              <SeedRow
                label="Client seed (ticket-ranges hash)"
                hint={`SHA-256 of the ${formatCount(data.ranges.length)} range lines below.`}
              >
                {data.client_seed}
              </SeedRow>
              <SeedRow label="Nonce">0</SeedRow>
            </>
          ) : null}
        </dl>
        {drawn ? (
          <VerifyDownload
            onDownload={() => downloadJson(data, fileName(data.raffle_id))}
            fileName={fileName(data.raffle_id)}
          />
        ) : (
          <EmptyNote>
            The server seed, the frozen tickets and the winners are published here after the draw.
          </EmptyNote>
        )}
      </Panel>
      {drawn && draw ? (
        <>
          <Panel
            title="Verified Winners"
            description={`Drawn ${formatUtc(draw.drawn_at)} ${draw.drawn_by ? `by ${draw.drawn_by}` : 'at the end date'}`}
          >
            {draw.winners.length === 0 ? (
              <EmptyNote>No one had a ticket, so no one was drawn.</EmptyNote>
            ) : (
              <ol aria-label="Verified winners" className="flex flex-col gap-1.5 text-sm">
                {draw.winners.map((w) => (
                  <li key={w.position} className="rounded-lg bg-slate-950/40 px-3 py-2 text-slate-300">
                    #{w.position} <span className="font-semibold text-white">{w.username}</span> — ticket{' '}
                    {formatCount(w.ticket_number)}
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          <Panel title={`Ticket Ranges (${formatCount(data.ticket_count)} tickets)`}>
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
                      <td className="px-3 py-1.5">{r.username}</td>
                      <td className="px-3 py-1.5 font-mono text-xs">{rangeLine(r)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </Panel>
        </>
      ) : null}
      <DrawExplanation lines={data.explanation} />
    </div>
  );
}
