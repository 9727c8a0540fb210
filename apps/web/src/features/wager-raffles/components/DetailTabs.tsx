import { wagerRaffleMessages as m } from '@podium/shared/wager-raffles/messages';
import type { WagerRaffleDetail } from '@podium/shared/wager-raffles/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar.tsx';
import { EmptyNote } from '@/components/Panel.tsx';
import { Pill } from '@/components/Pill.tsx';
import { SafeImage } from '@/components/SafeImage.tsx';
import { Tabs } from '@/components/Tabs.tsx';
import { formatCount, formatDollars, ordinal, prizeText } from '@/features/wager-raffles/format.ts';

type TabName = 'overview' | 'prizes' | 'participants';

/** SPEC §2: Overview, Prizes and Top Participants tabs. */
export function DetailTabs({ raffle }: { raffle: WagerRaffleDetail }) {
  const [tab, setTab] = useState<TabName>('overview');
  return (
    <Tabs
      label="Wager raffle"
      align="start"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'overview', label: 'Overview', panel: <Overview raffle={raffle} /> },
        { value: 'prizes', label: 'Prizes', panel: <Prizes raffle={raffle} /> },
        { value: 'participants', label: 'Top Participants', panel: <TopParticipants raffle={raffle} /> },
      ]}
    />
  );
}

function Overview({ raffle }: { raffle: WagerRaffleDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-white">Participating Platforms</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {raffle.casinos.map((c) => (
          <li key={c.id} className="flex items-center gap-3 rounded-xl bg-card p-4">
            {c.image ? (
              <SafeImage src={c.image} alt="" width={40} height={40} className="size-10 rounded-lg" />
            ) : null}
            <div className="min-w-0">
              <p className="font-semibold text-white wrap-anywhere">{c.name}</p>
              <p className="text-sm text-slate-400">{formatDollars(c.total_wagered)} wagered</p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-400">Total Wagered</dt>
          <dd className="font-bold text-white">{formatDollars(raffle.total_wagered)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{m.totalTickets}</dt>
          <dd className="font-bold text-white">{formatCount(raffle.total_tickets)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Starts</dt>
          <dd className="font-bold text-white">{raffle.starts_at.slice(0, 10)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Ends</dt>
          <dd className="font-bold text-white">{raffle.end_date.slice(0, 10)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Prizes({ raffle }: { raffle: WagerRaffleDetail }) {
  return (
    <ul aria-label="Prizes" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {raffle.prizes.map((p) => (
        <li key={p.id} className="flex flex-col gap-2 rounded-xl bg-card p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold text-slate-400">{ordinal(p.position)} Prize</span>
            {p.winner ? <Pill tone="emerald">{m.won}</Pill> : null}
          </div>
          {p.image_url ? (
            <SafeImage src={p.image_url} alt="" className="h-28 w-full rounded-lg object-cover" />
          ) : null}
          <p className="text-xl font-black text-white">{prizeText(p)}</p>
          {p.prize_type !== 'custom' && p.description ? (
            <p className="text-sm text-slate-300">{p.description}</p>
          ) : null}
          {p.winner ? (
            <p className="text-sm text-slate-300">
              Winner:{' '}
              <Link
                to={`/profile/${encodeURIComponent(p.winner.user.username)}`}
                className="font-semibold text-white hover:underline"
              >
                {p.winner.user.username}
              </Link>{' '}
              · ticket #{formatCount(p.winner.winning_ticket_number)}
            </p>
          ) : (
            <p className="text-sm text-slate-400">{m.awaitingWinner}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function TopParticipants({ raffle }: { raffle: WagerRaffleDetail }) {
  if (raffle.top_participants.length === 0) return <EmptyNote>{m.noParticipants}</EmptyNote>;
  return (
    <ol aria-label="Top participants" className="flex flex-col gap-2">
      {raffle.top_participants.map((p, i) => (
        <li key={p.user.id} className="flex items-center gap-3 rounded-xl bg-card px-4 py-3">
          <span className="w-8 text-center font-black text-slate-400">#{i + 1}</span>
          <Avatar src={p.user.avatar} fallbackSeed={p.user.id} alt="" size={32} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-white">{p.user.username}</p>
            {p.user.platform ? <p className="text-xs text-slate-400">{p.user.platform}</p> : null}
          </div>
          <div className="text-right text-sm">
            <p className="font-bold text-white tabular-nums">{formatCount(p.ticket_count)} tickets</p>
            <p className="text-slate-400 tabular-nums">{formatDollars(p.total_wagered)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
