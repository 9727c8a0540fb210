import type { RaffleWinner } from '@podium/shared/raffles/schemas';
import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { BrowserCheck } from '@/components/verify/BrowserCheck.tsx';
import { SeedRow } from '@/components/verify/SeedRow.tsx';
import { DrawExplanation, VerifyDownload } from '@/components/verify/VerifyParts.tsx';
import { useRaffleVerify } from '@/features/raffles/api/get-raffle-verify.ts';
import { formatCount, formatUtc } from '@/features/raffles/format.ts';
import { DrawHistory } from './DrawHistory.tsx';
import { MemberLabel } from './MemberLabel.tsx';
import { TicketList } from './TicketList.tsx';
import { currentWinners, downloadVerifyData, memberNames, verifyFileName } from './verify-data.ts';

/**
 * The public verify view (ARCHITECTURE "Fairness", decision 040): the commitment and when it was
 * published; after the draw the server seed, the ticket-list hash (client seed), the nonces, the
 * winners beside the browser's own recomputation, every draw, the frozen ticket list (masked names;
 * downloadable as the exact verify data, with the checker the site serves) and the algorithm.
 * `winners` is the raffle's public winners list: current winners are shown as it shows them.
 */
export function VerifyPanel({ id, winners }: { id: string; winners: readonly RaffleWinner[] }) {
  return (
    <QueryState query={useRaffleVerify(id)} what="the draw data">
      {(data) => <VerifyView data={data} winners={winners} />}
    </QueryState>
  );
}

function VerifyView({ data, winners }: { data: RaffleVerify; winners: readonly RaffleWinner[] }) {
  const drawn = data.server_seed !== null && data.client_seed !== null;
  const nameOf = memberNames(data, winners);
  const current = currentWinners(data);
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Provably Fair Draw" description={`Algorithm ${data.algorithm}`}>
        <dl className="flex flex-col gap-4">
          <SeedRow
            label="Server seed hash (commitment)"
            hint={
              <>
                Published{' '}
                <time dateTime={data.server_seed_hash_published_at}>
                  {formatUtc(data.server_seed_hash_published_at)}
                </time>
                , when the raffle was created, before any entry.
              </>
            }
          >
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
                label="Client seed (ticket-list hash)"
                hint={`SHA-256 of the ${formatCount(data.ticket_count)} ticket lines below.`}
              >
                {data.client_seed}
              </SeedRow>
              <SeedRow label={data.draws.length === 1 ? 'Nonce' : 'Nonces'}>
                {data.draws.map((d) => d.nonce).join(', ')}
              </SeedRow>
            </>
          ) : null}
        </dl>
        {drawn ? (
          <VerifyDownload
            onDownload={() => downloadVerifyData(data)}
            fileName={verifyFileName(data.raffle_id)}
          />
        ) : (
          <EmptyNote>
            The server seed, the ticket list and the winners are published here after the draw.
          </EmptyNote>
        )}
      </Panel>
      {drawn ? (
        <>
          <Panel title="Verified Winners">
            <div className="grid gap-4 md:grid-cols-2">
              <section aria-label="Published by the site" className="flex min-w-0 flex-col gap-2">
                <p className="px-3 py-2 text-sm font-semibold text-slate-300">Published by the site</p>
                {current.length === 0 ? (
                  <EmptyNote>No tickets were entered, so no one was drawn.</EmptyNote>
                ) : (
                  <ol aria-label="Verified winners" className="flex flex-col gap-1.5 text-sm">
                    {current.map((w) => (
                      <li key={w.entry_id} className="rounded-lg bg-slate-950/40 px-3 py-2 text-slate-300">
                        #{w.position} <MemberLabel name={nameOf(w.user_id)} /> — ticket{' '}
                        {formatCount(w.ticket_index)}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              <BrowserCheck data={data} />
            </div>
          </Panel>
          <Panel title="Draw History">
            <DrawHistory data={data} nameOf={nameOf} />
          </Panel>
          <Panel title={`Ticket List (${formatCount(data.ticket_count)})`}>
            <TicketList data={data} />
          </Panel>
        </>
      ) : null}
      <DrawExplanation lines={data.explanation} />
    </div>
  );
}
