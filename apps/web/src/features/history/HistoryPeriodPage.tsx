import { formatMoney } from '@podium/shared/common/money';
import { historyMessages as m } from '@podium/shared/history/messages';
import type { HistoryStanding } from '@podium/shared/history/schemas';
import { Link, useParams } from 'react-router';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { cx } from '@/components/cx.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatDate } from '@/lib/format.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { isPeriodNotFound, useHistoryPeriod } from './api/get-history-period.ts';
import { ordinal, PaidPill } from './components/WinnerList.tsx';
import { historyHref } from './href.ts';

const pageClass = 'mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';
const th = 'py-2 pr-3 text-xs font-semibold tracking-wide text-slate-400 uppercase';
/** Below `sm` each row is a card and each cell names its column from `data-label` (decision 056). */
const td =
  'py-2 pr-3 max-sm:block max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold ' +
  'max-sm:before:tracking-wide max-sm:before:text-slate-400 max-sm:before:uppercase ' +
  'max-sm:before:content-[attr(data-label)]';

/** /leaderboard/history/{periodId}: a closed period's full frozen standings, prizes and their state. */
export function HistoryPeriodPage() {
  const id = useParams().periodId ?? '';
  const { data, error, isPending, refetch, isFetching } = useHistoryPeriod(id);
  const siteName = useSettings().data?.site_name;
  const title = data ? `${data.title}: ${m.periodTitle.toLowerCase()}` : m.periodTitle;
  useDocumentTitle(siteName ? `${title} | ${siteName}` : title);
  const back = (
    <Link to={historyHref('leaderboards')} className="self-start text-sm text-slate-400 hover:text-white">
      ← {m.backToHistory}
    </Link>
  );

  if (!data) {
    return (
      <div className={pageClass}>
        {back}
        {isPending ? (
          <Spinner label={m.periodLoading} />
        ) : isPeriodNotFound(error) ? (
          <EmptyState title={m.periodNotFound}>
            <Link to={historyHref('leaderboards')} className={buttonClass('primary')}>
              {m.backToHistory}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title={m.periodLoadFailed}>
            <RetryButton onClick={() => void refetch()} busy={isFetching} />
          </EmptyState>
        )}
      </div>
    );
  }
  const money = (n: number) => formatMoney(n, data.currency_symbol);
  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        {back}
        <h1 className="text-3xl font-black text-white sm:text-4xl">{data.title}</h1>
        <p className="text-slate-400">
          {m.periodTitle}, {formatDate(data.starts_at)} – {formatDate(data.ends_at)}
        </p>
      </div>
      {data.standings.length === 0 ? (
        <EmptyState title={m.periodEmpty} />
      ) : (
        <div className={cx(cardClass, 'p-4 sm:p-6')}>
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">
              {data.title}: {m.periodTitle.toLowerCase()}
            </caption>
            <thead className="max-sm:sr-only">
              <tr>
                <th scope="col" className={th}>
                  Rank
                </th>
                <th scope="col" className={th}>
                  Player
                </th>
                <th scope="col" className={cx(th, 'text-right')}>
                  Wagered
                </th>
                <th scope="col" className={cx(th, 'text-right')}>
                  Prize
                </th>
                <th scope="col" className={cx(th, 'pr-0')}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5 max-sm:block">
              {data.standings.map((s) => (
                <StandingRow key={s.rank} standing={s} money={money} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function StandingRow({ standing: s, money }: { standing: HistoryStanding; money: (n: number) => string }) {
  return (
    <tr className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:py-3">
      <td data-label="Rank" className={cx(td, 'font-black text-white')}>
        {ordinal(s.rank)}
      </td>
      <td data-label="Player" className={cx(td, 'break-words font-semibold text-white')}>
        {s.name}
      </td>
      <td data-label="Wagered" className={cx(td, 'tabular-nums sm:text-right')}>
        {money(s.wagered)}
      </td>
      <td data-label="Prize" className={cx(td, 'tabular-nums text-emerald-200 sm:text-right')}>
        {s.prize === null ? '—' : money(s.prize)}
      </td>
      <td data-label="Status" className={cx(td, 'pr-0', s.paid === null && 'max-sm:hidden')}>
        {s.paid === null ? '—' : <PaidPill paid={s.paid} />}
      </td>
    </tr>
  );
}
