import type { AdminRaffle } from '@podium/shared/raffles/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { EditButton } from '@/components/admin/RowButtons.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { RaffleImage } from '@/features/raffles/components/RaffleImage.tsx';
import { adminHref } from '@/lib/admin-section.ts';
import { formatNumber } from '@/lib/format.ts';
import type { RaffleAction } from './api/raffle-action.ts';

interface RaffleRowProps {
  raffle: AdminRaffle;
  busy: boolean;
  onEdit: () => void;
  onAction: (action: Extract<RaffleAction, 'pause' | 'resume'>) => void;
  onDraw: () => void;
  onCancel: () => void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-200 tabular-nums">{children}</dd>
    </div>
  );
}

/** The state an admin acts on: cancelled, drawn, ended, paused, open or not started. */
export function AdminStatus({ raffle }: { raffle: AdminRaffle }) {
  if (raffle.is_cancelled) return <StatusBadge tone="rose">Cancelled</StatusBadge>;
  if (raffle.drawn_at) return <StatusBadge tone="neutral">Drawn</StatusBadge>;
  if (raffle.has_ended) return <StatusBadge tone="amber">Awaiting draw</StatusBadge>;
  if (raffle.is_paused) return <StatusBadge tone="amber">Paused</StatusBadge>;
  return raffle.is_accepting_entries ? (
    <StatusBadge tone="emerald">Active</StatusBadge>
  ) : (
    <StatusBadge tone="sky">Not started</StatusBadge>
  );
}

const methods = (r: AdminRaffle) =>
  [
    r.allow_passwordless_entry && 'Free',
    r.allow_points_entry && `Points (${formatNumber(r.points_per_entry ?? 1)})`,
    r.has_password_entry && 'Password',
  ]
    .filter(Boolean)
    .join(', ');

/** One raffle: its facts and its actions (edit, pause or resume, draw now, entries, cancel). */
export function RaffleRow({ raffle, busy, onEdit, onAction, onDraw, onCancel }: RaffleRowProps) {
  const open = !raffle.drawn_at && !raffle.is_cancelled;
  const name = raffle.title;
  return (
    <li className={`${cardClass} flex flex-col gap-4 p-4 lg:flex-row lg:items-center`}>
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <RaffleImage src={raffle.image} className="size-14 shrink-0 rounded-xl border border-white/10" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate font-semibold text-white">{name}</h3>
            <AdminStatus raffle={raffle} />
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
            <Fact term="Starts">
              <AdminDate iso={raffle.start_datetime} />
            </Fact>
            <Fact term="Ends">
              <AdminDate iso={raffle.end_datetime} />
            </Fact>
            <Fact term="Entries">{formatNumber(raffle.total_entries)}</Fact>
            <Fact term="Members">{formatNumber(raffle.participants_count)}</Fact>
            <Fact term="Winners">{formatNumber(raffle.number_of_winners)}</Fact>
            <Fact term="Entry">{methods(raffle)}</Fact>
          </dl>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:shrink-0">
        <Link
          to={`${adminHref({ path: 'raffles' })}/${raffle.id}`}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Entries & winners of ${name}`}
        >
          Entries &amp; winners
        </Link>
        {open ? (
          <>
            <EditButton name={name} onClick={onEdit} />
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              onClick={() => onAction(raffle.is_paused ? 'resume' : 'pause')}
              aria-label={`${raffle.is_paused ? 'Resume entries of' : 'Pause entries of'} ${name}`}
            >
              {raffle.is_paused ? 'Resume' : 'Pause'}
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={onDraw}
              aria-label={`Draw now: ${name}`}
            >
              Draw now
            </button>
            <button
              type="button"
              className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200`}
              onClick={onCancel}
              aria-label={`Cancel ${name}`}
            >
              Cancel
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
