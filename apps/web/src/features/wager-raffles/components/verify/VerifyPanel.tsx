import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { Link } from 'react-router';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { BrowserCheck } from '@/components/verify/BrowserCheck.tsx';
import { SeedRow } from '@/components/verify/SeedRow.tsx';
import { DrawExplanation, downloadJson, VerifyDownload } from '@/components/verify/VerifyParts.tsx';
import { useWagerRaffleVerify } from '@/features/wager-raffles/api/get-wager-raffle-verify.ts';
import { formatCount, formatUtc } from '@/features/wager-raffles/format.ts';
import { RangeList } from './RangeList.tsx';

const fileName = (id: number) => `wager-raffle-${id}-verify.json`;

/** A prize's winner as the Prizes tab shows them (SPEC §2: the username, linking to the profile). */
export interface PublicWinner {
  user_id: number;
  username: string;
}

/**
 * The public verify view (decisions 024 and 040): the commitment and when it was published; after the
 * draw the server seed, the ticket-ranges hash, the winners beside the browser's own recomputation and
 * the frozen ranges by masked name (downloadable as the exact verify data, with the checker the site
 * serves). `winners` are the Prizes tab's: winners are shown as it shows them.
 */
export function VerifyPanel({ id, winners }: { id: string; winners: readonly PublicWinner[] }) {
  return (
    <QueryState query={useWagerRaffleVerify(id)} what="the draw data">
      {(data) => <VerifyView data={data} winners={winners} />}
    </QueryState>
  );
}

function VerifyView({ data, winners }: { data: WagerRaffleVerify; winners: readonly PublicWinner[] }) {
  const drawn = data.server_seed !== null && data.client_seed !== null;
  const draw = data.draws[0];
  // The current winner of each prize: the last draw that gave it (re-draws of unclaimed prizes, 064).
  const current = new Map<number, WagerRaffleVerify['draws'][number]['winners'][number]>();
  for (const d of data.draws) for (const w of d.winners) current.set(w.position, w);
  const published = [...current.values()].sort((a, b) => a.position - b.position);
  const redraws = data.draws.filter((d) => d.kind === 'redraw');
  const usernames = new Map(winners.map((w) => [w.user_id, w.username]));
  const masked = new Map(data.ranges.map((r) => [r.user_id, r.name]));
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
                , when the raffle was created.
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
      {drawn ? (
        <>
          <Panel
            title="Verified Winners"
            description={
              draw
                ? `Drawn ${formatUtc(draw.drawn_at)} ${draw.drawn_by ? `by ${draw.drawn_by}` : 'at the end date'}`
                : undefined
            }
          >
            <div className="grid gap-4 md:grid-cols-2">
              <section aria-label="Published by the site" className="flex min-w-0 flex-col gap-2">
                <p className="px-3 py-2 text-sm font-semibold text-slate-300">Published by the site</p>
                {published.length === 0 ? (
                  <EmptyNote>No one had a ticket, so no one was drawn.</EmptyNote>
                ) : (
                  <ol aria-label="Verified winners" className="flex flex-col gap-1.5 text-sm">
                    {published.map((w) => {
                      const username = usernames.get(w.user_id);
                      return (
                        <li key={w.position} className="rounded-lg bg-slate-950/40 px-3 py-2 text-slate-300">
                          #{w.position}{' '}
                          {username ? (
                            <Link
                              to={`/profile/${encodeURIComponent(username)}`}
                              className="font-semibold text-white hover:underline"
                            >
                              {username}
                            </Link>
                          ) : (
                            <span className="font-semibold text-white">{masked.get(w.user_id)}</span>
                          )}{' '}
                          — ticket {formatCount(w.ticket_number)}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </section>
              <BrowserCheck data={data} />
            </div>
            {redraws.length > 0 ? (
              <ol aria-label="Re-draws" className="flex flex-col gap-1.5 text-sm text-slate-300">
                {redraws.map((d) => (
                  <li key={d.nonce} className="rounded-lg bg-slate-950/40 px-3 py-2">
                    Re-draw, nonce {d.nonce}
                    {d.replaced_user_id !== null
                      ? `: replaced ${masked.get(d.replaced_user_id) ?? 'a winner'}`
                      : ''}
                    {d.reason ? ` (“${d.reason}”)` : ''}
                    {d.winners[0]
                      ? ` — #${d.winners[0].position} ${masked.get(d.winners[0].user_id) ?? ''}, ticket ${formatCount(d.winners[0].ticket_number)}`
                      : ''}
                  </li>
                ))}
              </ol>
            ) : null}
          </Panel>
          <Panel title={`Ticket Ranges (${formatCount(data.ticket_count)} tickets)`}>
            <RangeList data={data} />
          </Panel>
        </>
      ) : null}
      <DrawExplanation lines={data.explanation} />
    </div>
  );
}
