import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { AdminDate, adminDateText } from '@/components/admin/AdminDate.tsx';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { AdminClaimStates } from '@/components/claims/AdminClaimStates.tsx';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { ChevronLeftIcon } from '@/components/icons/action-icons.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatCount, formatDollars, prizeText } from '@/features/wager-raffles/format.ts';
import { adminHref } from '@/lib/admin-section.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useDrawWagerRaffle } from './api/draw-wager-raffle.ts';
import { useAdminWagerRaffle } from './api/get-admin-wager-raffle.ts';
import { useTicketPreview } from './api/get-ticket-preview.ts';
import { useHandOverPrize } from './api/hand-over-prize.ts';
import { adminStatusWords } from './status-words.ts';
import { WagerRaffleForm } from './WagerRaffleForm.tsx';

/** /admin-new/wager-raffles/:id — edit (until frozen), preview tickets, draw now, hand over custom prizes. */
export function WagerRaffleAdminDetailPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const back = (
    <Link to={adminHref({ path: 'wager-raffles' })} className={`${buttonClass('ghost', 'sm')} mb-4 -ml-2.5`}>
      <ChevronLeftIcon /> All wager raffles
    </Link>
  );
  return (
    <section aria-labelledby="admin-section-title">
      {back}
      {Number.isSafeInteger(id) && id > 0 ? (
        <Loaded id={id} />
      ) : (
        <AdminEmptyState title="Raffle not found" description="That link does not point at a wager raffle." />
      )}
    </section>
  );
}

function Loaded({ id }: { id: number }) {
  return (
    <QueryState query={useAdminWagerRaffle(id)} what="wager raffle">
      {(raffle) => <Detail raffle={raffle} />}
    </QueryState>
  );
}

function Detail({ raffle }: { raffle: AdminWagerRaffle }) {
  const [dialog, setDialog] = useState<'edit' | 'draw' | null>(null);
  const draw = useDrawWagerRaffle();
  const handOver = useHandOverPrize();
  const done = {
    onSuccess: (envelope: { message: string | null }) => {
      toast.success(envelope.message ?? 'Done');
      setDialog(null);
    },
    onError: (error: Error) => toast.error(errorMessage(error)),
  };
  const locked = raffle.frozen_at !== null || raffle.drawn_at !== null;
  return (
    <div className="space-y-6">
      <header className={`${cardClass} flex flex-wrap items-start justify-between gap-3 p-5`}>
        <div>
          <h2 id="admin-section-title" className="text-xl font-semibold text-white sm:text-2xl">
            {raffle.name}
          </h2>
          <p className="mt-1 text-sm text-slate-400">
            <AdminDate iso={raffle.starts_at} /> – <AdminDate iso={raffle.end_date} /> ·{' '}
            {formatDollars(raffle.dollars_per_ticket)} per ticket ·{' '}
            {raffle.drawn_at ? `Drawn ${adminDateText(raffle.drawn_at)}` : adminStatusWords[raffle.status]} ·{' '}
            <Link to={`/wager-raffles/${raffle.id}`} className="text-accent underline">
              Public page
            </Link>
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={locked}
            onClick={() => setDialog('edit')}
          >
            Edit
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={raffle.drawn_at !== null}
            onClick={() => setDialog('draw')}
          >
            Draw now
          </button>
        </div>
      </header>
      <Panel title="Prizes" level={3}>
        <ul className="space-y-2" aria-label="Prizes">
          {raffle.prizes.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-950/40 p-3 text-sm"
            >
              <span className="text-white">
                #{p.position} {prizeText(p)}
                {p.winner
                  ? ` — ${p.winner.username} (ticket #${formatCount(p.winner.winning_ticket_number)})`
                  : ''}
              </span>
              {p.winner && p.prize_type === 'custom' ? (
                p.winner.handed_over_at ? (
                  <span className="text-slate-400">
                    Handed over <AdminDate iso={p.winner.handed_over_at} /> by{' '}
                    {p.winner.handed_over_by ?? '—'}
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={handOver.isPending || draw.isPending}
                    onClick={() => handOver.mutate({ id: raffle.id, prizeId: p.id }, done)}
                  >
                    Mark handed over
                  </button>
                )
              ) : p.winner?.payout_id ? (
                <span className="text-slate-400">In the payout queue (#{p.winner.payout_id})</span>
              ) : null}
            </li>
          ))}
        </ul>
      </Panel>
      <AdminClaimStates claim={raffle.claim} />
      <TicketPreview id={raffle.id} />
      <Dialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        title={`Edit ${raffle.name}`}
        size="lg"
      >
        <WagerRaffleForm raffle={raffle} onDone={() => setDialog(null)} />
      </Dialog>
      <ConfirmDialog
        open={dialog === 'draw'}
        onOpenChange={(open) => setDialog(open ? 'draw' : null)}
        title="Draw winners now?"
        confirmLabel="Draw now"
        pendingLabel="Drawing…"
        pending={draw.isPending || handOver.isPending}
        onConfirm={() => draw.mutate(raffle.id, done)}
      >
        <p>
          The tickets of <strong className="text-white">{raffle.name}</strong> freeze now and one winning
          ticket is drawn per prize; points and cash prizes are paid at once. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function TicketPreview({ id }: { id: number }) {
  return (
    <QueryState query={useTicketPreview(id)} what="tickets">
      {(t) => (
        <Panel
          title={t.frozen ? 'Tickets (frozen)' : 'Tickets (preview, recomputed from wagers)'}
          description={`${formatCount(t.total_tickets)} tickets · ${formatDollars(t.total_wagered)} wagered`}
          level={3}
        >
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Tickets</th>
                <th scope="col">Numbers</th>
                <th scope="col">Wagered</th>
              </tr>
            </thead>
            <tbody className="text-slate-300">
              {t.members.map((m) => (
                <tr key={m.user_id}>
                  <td>{m.username}</td>
                  <td className="tabular-nums">{formatCount(m.ticket_count)}</td>
                  <td className="tabular-nums">
                    {formatCount(m.first)}–{formatCount(m.last)}
                  </td>
                  <td className="tabular-nums">{formatDollars(m.total_wagered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      )}
    </QueryState>
  );
}
