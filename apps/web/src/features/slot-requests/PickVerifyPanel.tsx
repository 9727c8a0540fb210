import type { SlotPickVerify } from '@podium/shared/slot-requests/schemas';
import { useQuery } from '@tanstack/react-query';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { BrowserCheck } from '@/components/verify/BrowserCheck.tsx';
import { SeedRow } from '@/components/verify/SeedRow.tsx';
import { downloadJson, VerifyDownload } from '@/components/verify/VerifyParts.tsx';
import { getData } from '@/lib/http.ts';

const fileName = (id: number) => `slot-pick-${id}-verify.json`;

/**
 * A pick's verify view (decision 059), on /slot-requests?pick=<id> as the raffles' is on their page: the
 * seed hash committed before, the revealed seed, the frozen list of open requests and its hash, the
 * browser's own recomputation (the raffles' check), and the file for scripts/verify-draw.mjs.
 */
export function PickVerifyPanel({ id }: { id: string }) {
  const query = useQuery({
    queryKey: ['slot-requests', 'verify', id],
    queryFn: () => getData<SlotPickVerify>(`/api/r/slot-requests/picks/${encodeURIComponent(id)}/verify`),
  });
  return (
    <section id="verify" aria-label={`Verify pick ${id}`} className="flex flex-col gap-6">
      <QueryState query={query} what="the pick's data">
        {(data) => <VerifyView data={data} />}
      </QueryState>
    </section>
  );
}

function VerifyView({ data }: { data: SlotPickVerify }) {
  const drawn = data.server_seed !== null && data.client_seed !== null;
  const winner = data.draws[0]?.winners[0];
  const picked = winner ? data.tickets[winner.ticket_index] : undefined;
  return (
    <>
      <Panel title="Provably Fair Pick" description={`Algorithm ${data.algorithm}`}>
        <dl className="flex flex-col gap-4">
          <SeedRow
            label="Server seed hash (commitment)"
            hint={`Published ${new Date(data.server_seed_hash_published_at).toUTCString()}, before the pick.`}
          >
            {data.server_seed_hash}
          </SeedRow>
          {drawn ? (
            <>
              <SeedRow label="Server seed" hint="Revealed at the pick; its SHA-256 is the commitment above.">
                {data.server_seed}
              </SeedRow>
              <SeedRow label="Client seed (request-list hash)" hint="SHA-256 of the request lines below.">
                {data.client_seed}
              </SeedRow>
              <SeedRow label="Nonce">0</SeedRow>
            </>
          ) : null}
        </dl>
        {drawn ? (
          <VerifyDownload
            onDownload={() => downloadJson(data, fileName(data.pick_id))}
            fileName={fileName(data.pick_id)}
          />
        ) : (
          <EmptyNote>The server seed and the request list are published here after the pick.</EmptyNote>
        )}
      </Panel>
      {drawn ? (
        <>
          <Panel title="Picked">
            <div className="grid gap-4 md:grid-cols-2">
              <p className="rounded-lg bg-slate-950/40 px-3 py-2 text-sm text-slate-300">
                {picked ? `${picked.slot} — requested by ${picked.name}, line ${picked.index}` : '—'}
              </p>
              <BrowserCheck data={{ ...data, kind: 'raffle' }} />
            </div>
          </Panel>
          <Panel title={`Open requests at the pick (${data.ticket_count})`}>
            <ol className="flex flex-col gap-1 font-mono text-xs text-slate-300">
              {data.tickets.map((t) => (
                <li key={t.index} className="break-all">
                  {t.index}:{t.entry_id}:{t.user_id}:{JSON.stringify(t.name)} — {t.slot}
                </li>
              ))}
            </ol>
          </Panel>
        </>
      ) : null}
    </>
  );
}
