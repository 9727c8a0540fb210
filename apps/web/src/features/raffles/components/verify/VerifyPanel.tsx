import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SeedRow } from '@/components/verify/SeedRow.tsx';
import { DrawExplanation, VerifyDownload } from '@/components/verify/VerifyParts.tsx';
import { useRaffleVerify } from '@/features/raffles/api/get-raffle-verify.ts';
import { formatCount } from '@/features/raffles/format.ts';
import { DrawHistory } from './DrawHistory.tsx';
import { TicketList } from './TicketList.tsx';
import { currentWinners, downloadVerifyData, verifyFileName } from './verify-data.ts';

/**
 * The public verify view (ARCHITECTURE "Fairness"): the commitment from creation; after the draw the
 * server seed, the ticket-list hash (client seed), the nonces, the frozen ticket list (downloadable as
 * the exact verify data), the winners, every draw and the algorithm in a few lines.
 */
export function VerifyPanel({ id }: { id: string }) {
  return (
    <QueryState query={useRaffleVerify(id)} what="the draw data">
      {(data) => <VerifyView data={data} />}
    </QueryState>
  );
}

function VerifyView({ data }: { data: RaffleVerify }) {
  const drawn = data.server_seed !== null && data.client_seed !== null;
  const winners = currentWinners(data);
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Provably Fair Draw" description={`Algorithm ${data.algorithm}`}>
        <dl className="flex flex-col gap-4">
          <SeedRow
            label="Server seed hash (commitment)"
            hint="Published when the raffle was created, before any entry."
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
            {winners.length === 0 ? (
              <EmptyNote>No tickets were entered, so no one was drawn.</EmptyNote>
            ) : (
              <ol aria-label="Verified winners" className="flex flex-col gap-1.5 text-sm">
                {winners.map((w) => (
                  <li key={w.entry_id} className="rounded-lg bg-slate-950/40 px-3 py-2 text-slate-300">
                    #{w.position} <span className="font-semibold text-white">{w.username}</span> — ticket{' '}
                    {w.ticket_index}
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          <Panel title="Draw History">
            <DrawHistory data={data} />
          </Panel>
          <Panel title={`Ticket List (${formatCount(data.ticket_count)})`}>
            <TicketList tickets={data.tickets} />
          </Panel>
        </>
      ) : null}
      <DrawExplanation lines={data.explanation} />
    </div>
  );
}
