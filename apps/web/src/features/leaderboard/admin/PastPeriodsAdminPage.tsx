import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import type { AdminPastPeriods } from '@podium/shared/leaderboard/standings';
import { useSearchParams } from 'react-router';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { type EditDialogs, useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { SelectField } from '@/components/form/SelectField.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useAdminLeaderboards } from './api/get-admin-leaderboards.ts';
import { usePastPeriods } from './api/get-past-periods.ts';
import { type PastAction, PastPeriodCard, type PastTarget } from './PastPeriodCard.tsx';
import { PastPeriodDialogs } from './PastPeriodDialogs.tsx';

const words: AdminListWords = {
  title: 'Past periods',
  intro:
    'Each ended leaderboard period closes by itself with its final standings frozen. A prize goes to the payout queue when its player holds a verified casino account on that casino; the rest wait here to be matched, held or skipped.',
  what: 'leaderboards',
  list: 'Past periods',
  empty: {
    title: 'No leaderboards yet',
    description: 'Add a leaderboard first: its periods show here once they end.',
  },
};

const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Admin › Past periods (decision 063): a board's ended periods and their prize winners; board and page in the URL. */
export function PastPeriodsAdminPage() {
  const boards = useAdminLeaderboards();
  const dialogs = useEditDialogs<PastTarget, PastAction>();
  return (
    <AdminListSection
      words={words}
      query={boards}
      dialogs={dialogs}
      render={(list) => (list.length === 0 ? null : <BoardPeriods boards={list} dialogs={dialogs} />)}
    />
  );
}

function BoardPeriods({
  boards,
  dialogs,
}: {
  boards: readonly AdminPlatform[];
  dialogs: EditDialogs<PastTarget, PastAction>;
}) {
  const [params, setParams] = useSearchParams();
  const asked = positive(params.get('board'));
  const board = boards.find((b) => b.id === asked) ?? boards[0]!;
  const page = positive(params.get('page')) ?? 1;
  const query = usePastPeriods(board.id, page);
  const go = (next: { board?: number; page?: number }) =>
    setParams({
      board: String(next.board ?? board.id),
      ...((next.page ?? 1) > 1 ? { page: String(next.page) } : {}),
    });
  return (
    <>
      <search className="mb-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          id="past-periods-board"
          label="Leaderboard"
          value={String(board.id)}
          options={boards.map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(id) => go({ board: Number(id) })}
        />
      </search>
      <QueryState query={query} what="past periods">
        {(data: AdminPastPeriods) => (
          <>
            {data.unmatched > 0 ? (
              <p className="mb-3 rounded-xl border border-amber-400/20 bg-amber-400/5 px-3 py-2 text-sm text-amber-100">
                {data.unmatched} prize{data.unmatched === 1 ? '' : 's'} on {data.platform.name} wait
                {data.unmatched === 1 ? 's' : ''} for a match.
              </p>
            ) : null}
            {data.periods.length === 0 ? (
              <AdminEmptyState
                title="No past periods yet"
                description={`${data.platform.name}'s periods show here once they end.`}
              />
            ) : (
              <ul
                className="space-y-3"
                aria-label={`Past periods of ${data.platform.name}`}
                aria-busy={query.isPlaceholderData || undefined}
              >
                {data.periods.map((period) => (
                  <PastPeriodCard
                    key={period.id}
                    period={period}
                    symbol={data.platform.currency_symbol}
                    onAction={(action, target) => dialogs.open(action, target)}
                  />
                ))}
              </ul>
            )}
            <Pagination
              label="Past period pages"
              noun={{ one: 'period', other: 'periods' }}
              page={data.page}
              pageSize={data.page_size}
              total={data.total}
              onPage={(p) => go({ page: p })}
            />
            <PastPeriodDialogs dialogs={dialogs} symbol={data.platform.currency_symbol} />
          </>
        )}
      </QueryState>
    </>
  );
}
