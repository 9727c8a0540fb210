import { historyMessages as m } from '@podium/shared/history/messages';
import type { HistoryEntry } from '@podium/shared/history/schemas';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';
import { cardClass } from '@/components/styles.ts';
import { formatDate } from '@/lib/format.ts';
import { WinnerList } from './WinnerList.tsx';

/** One past contest: its kind, title and end, its winners, and the link to check it. */
export function HistoryCard({ entry }: { entry: HistoryEntry }) {
  const titleId = `history-${entry.kind}-${entry.id}`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex h-full min-w-0 flex-col gap-3 p-5`}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
        <Pill tone="sky">{m.kindLabels[entry.kind]}</Pill>
        <span>
          Ended <time dateTime={entry.ended_at}>{formatDate(entry.ended_at)}</time>
        </span>
      </div>
      <h2 id={titleId} className="break-words text-lg font-bold text-white">
        {entry.title}
      </h2>
      {entry.period ? (
        <p className="text-sm text-slate-400">
          {formatDate(entry.period.starts_at)} – {formatDate(entry.period.ends_at)}
        </p>
      ) : null}
      {entry.champion ? (
        <p className="text-sm text-amber-200">
          {m.champion}: <span className="font-semibold">{entry.champion}</span>
        </p>
      ) : null}
      <WinnerList
        winners={entry.winners}
        label={`Winners of ${entry.title}`}
        currency={entry.period?.currency_symbol}
      />
      {entry.more_winners > 0 ? (
        <p className="text-xs text-slate-400">
          and {entry.more_winners} more {entry.more_winners === 1 ? 'winner' : 'winners'}
        </p>
      ) : null}
      <Link
        to={entry.href}
        className="mt-auto self-start text-sm font-semibold text-primary hover:underline"
        aria-label={`${m.linkLabels[entry.kind]}: ${entry.title}`}
      >
        {m.linkLabels[entry.kind]} →
      </Link>
    </article>
  );
}
