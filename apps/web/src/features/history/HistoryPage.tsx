import { historyMessages as m } from '@podium/shared/history/messages';
import { historyTabs } from '@podium/shared/history/tabs';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { cx } from '@/components/cx.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/action-icons.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { buttonClass } from '@/components/styles.ts';
import { formatNumber } from '@/lib/format.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useHistory } from './api/get-history.ts';
import { historyLocation } from './api/keys.ts';
import { HistoryCard } from './components/HistoryCard.tsx';
import { historyHref } from './href.ts';

const pageClass = 'mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';
const tabClass =
  'shrink-0 rounded-xl px-3 py-2 text-xs font-bold text-slate-400 transition-colors hover:text-white sm:px-5 sm:text-sm';
const activeTabClass =
  'bg-linear-to-r from-secondary to-primary text-white shadow-lg shadow-secondary/30 hover:text-white';

/**
 * /leaderboard/history (issue 30, decision 065): every finished contest with its winners, newest
 * first. The tabs and the pages are links (`?kind=…&page=…`), so they work before the scripts have
 * loaded, and the server renders each address with its data.
 */
export function HistoryPage() {
  const [search] = useSearchParams();
  const { tab, page } = historyLocation(search);
  const { data: list, isPending, refetch, isFetching } = useHistory(tab, page);
  const siteName = useSettings().data?.site_name;
  const tabTitle = tab === 'all' ? m.title : `${m.title}: ${m.tabLabels[tab]}`;
  useDocumentTitle(siteName ? `${tabTitle} | ${siteName}` : tabTitle);
  const totalPages = list?.pagination.total_pages ?? 1;
  const total = list?.pagination.total ?? 0;

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <Link to="/leaderboard" className="self-start text-sm text-slate-400 hover:text-white">
          ← Leaderboard
        </Link>
        <h1 className="text-3xl font-black text-white sm:text-4xl">{m.title}</h1>
        <p className="text-slate-400">{m.intro}</p>
      </div>
      <nav aria-label={m.tabsLabel}>
        <ul className="flex max-w-full gap-1 overflow-x-auto rounded-2xl border border-white/10 bg-slate-950/60 p-1.5 sm:self-start sm:inline-flex">
          {historyTabs.map((t) => (
            <li key={t} className="flex shrink-0">
              <Link
                to={historyHref(t)}
                aria-current={t === tab ? 'page' : undefined}
                className={cx(tabClass, t === tab && activeTabClass)}
              >
                {m.tabLabels[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isPending ? (
        <Spinner label={m.loading} />
      ) : !list ? (
        <EmptyState title={m.loadFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : list.data.length === 0 ? (
        <EmptyState title={m.empty} description={m.emptyDescription} />
      ) : (
        <>
          <ul className="grid gap-6 md:grid-cols-2" aria-busy={isFetching || undefined}>
            {list.data.map((entry) => (
              <li key={`${entry.kind}-${entry.id}`} className="flex min-w-0 flex-col">
                <HistoryCard entry={entry} />
              </li>
            ))}
          </ul>
          <nav aria-label={m.pagesLabel} className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-400">
              Page {page} of {Math.max(totalPages, 1)} · {formatNumber(total)}{' '}
              {total === 1 ? m.noun.one : m.noun.other}
            </p>
            <div className="flex gap-2">
              <PageLink to={page > 1 ? historyHref(tab, page - 1) : null} rel="prev">
                <ChevronLeftIcon /> Previous
              </PageLink>
              <PageLink to={page < totalPages ? historyHref(tab, page + 1) : null} rel="next">
                Next <ChevronRightIcon />
              </PageLink>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}

/** Previous or Next: a link, or a disabled-looking mark where there is no such page. */
function PageLink({ to, rel, children }: { to: string | null; rel: string; children: ReactNode }) {
  const cls = buttonClass('secondary', 'sm');
  if (!to) {
    return (
      <span aria-disabled="true" className={cx(cls, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={cls}>
      {children}
    </Link>
  );
}
