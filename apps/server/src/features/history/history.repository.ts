import type { HuntWinner } from '@podium/shared/bonus-hunts/schemas';
import { maskUsername } from '@podium/shared/common/mask-username';
import { prizeLabel } from '@podium/shared/common/prizes';
import {
  HISTORY_PER_PAGE,
  HISTORY_WINNERS_SHOWN,
  type HistoryKind,
  historyKinds,
  historyMessages,
  kindOfTab,
} from '@podium/shared/history/messages';
import type { HistoryEntry, HistoryPagination, HistoryWinner } from '@podium/shared/history/schemas';
import type { HistoryTab } from '@podium/shared/history/tabs';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pastHunts, pastHuntsIndex } from '../bonus-hunts/past.repository.ts';
import { pastRaffles, pastRafflesIndex } from '../raffles/past.repository.ts';
import { pastTournaments, pastTournamentsIndex } from '../tournaments/past.repository.ts';
import { pastWagerRaffles, pastWagerRafflesIndex } from '../wager-raffles/past.repository.ts';
import { closedPeriodsIndex, pastPeriods } from './periods.repository.ts';

/** Each kind's `(kind, id, ended_at)` rows of finished contests, from the feature that owns them. */
const indexes: Record<HistoryKind, () => SQL> = {
  leaderboard: closedPeriodsIndex,
  raffle: pastRafflesIndex,
  wager_raffle: pastWagerRafflesIndex,
  tournament: pastTournamentsIndex,
  bonus_hunt: pastHuntsIndex,
};

interface IndexRow {
  kind: HistoryKind;
  id: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One page of the finished contests of a tab, newest end first, and how many there are in all. */
async function indexPage(db: DbOrTx, tab: HistoryTab, page: number) {
  const kind = kindOfTab[tab];
  const kinds = kind ? [kind] : historyKinds;
  const union = sql.join(
    kinds.map((k) => indexes[k]()),
    sql` union all `,
  );
  const rows = rowsOf<IndexRow>(
    await db.execute(sql`select kind, id from (${union}) as past
      order by ended_at desc, kind, id desc
      limit ${HISTORY_PER_PAGE} offset ${(page - 1) * HISTORY_PER_PAGE}`),
  );
  const [count] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from (${union}) as past`),
  );
  return { rows: rows.map((r) => ({ kind: r.kind, id: Number(r.id) })), total: Number(count?.n ?? 0) };
}

/**
 * A member's public name: usernames are letters, digits, `_` and `.`, so a `*` means the public pages
 * masked it (a banned member, decision 041) and there is no profile to link.
 */
const memberName = (name: string) => ({ name, username: name.includes('*') ? null : name });

/** "1,000 points · 50 XP", or null when it paid neither. */
export function pointsPrize(points: number, xp: number): string | null {
  const parts = [
    points > 0 ? `${points.toLocaleString('en-US')} points` : null,
    xp > 0 ? `${xp.toLocaleString('en-US')} XP` : null,
  ].filter((p) => p !== null);
  return parts.length ? parts.join(' · ') : null;
}

const winner = (w: Partial<HistoryWinner> & Pick<HistoryWinner, 'place' | 'name'>): HistoryWinner => ({
  username: null,
  prize: null,
  label: null,
  wagered: null,
  paid: null,
  ...w,
});

/** The card's winners, and how many more its own page lists. */
const card = (all: HistoryWinner[]) => ({
  winners: all.slice(0, HISTORY_WINNERS_SHOWN),
  more_winners: Math.max(0, all.length - HISTORY_WINNERS_SHOWN),
});

const huntWinner = (w: HuntWinner, i: number) =>
  winner({
    place: i + 1,
    ...memberName(w.username),
    label: historyMessages.huntCategories[w.category] ?? null,
    prize: pointsPrize(w.points, w.xp),
  });

/** The entries of one page's index rows, each kind read by its own feature in a few queries. */
async function entriesOf(db: DbOrTx, rows: IndexRow[]): Promise<HistoryEntry[]> {
  const idsOf = (kind: HistoryKind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const out = new Map<string, HistoryEntry>();
  const put = (entry: HistoryEntry) => out.set(`${entry.kind}:${entry.id}`, entry);
  const base = { champion: null, period: null };

  for (const r of await pastRaffles(db, idsOf('raffle'))) {
    put({
      ...base,
      kind: 'raffle',
      id: r.id,
      title: r.title,
      ended_at: r.drawn_at ?? r.end_datetime,
      href: `/raffles/${r.id}#verify`,
      ...card(
        [...r.winners]
          .sort((a, b) => a.position - b.position)
          .map((w) => {
            const prize = r.prizes.find((p) => p.position === w.position);
            return winner({
              place: w.position,
              ...memberName(w.username),
              prize: prize ? prizeLabel(prize) : null,
            });
          }),
      ),
    });
  }
  for (const r of await pastWagerRaffles(db, idsOf('wager_raffle'))) {
    put({
      ...base,
      kind: 'wager_raffle',
      id: r.id,
      title: r.name,
      ended_at: r.drawnAt.toISOString(),
      href: `/wager-raffles/${r.id}#verify`,
      ...card(
        [...r.winners]
          .sort((a, b) => a.position - b.position)
          .map((w) =>
            winner({
              place: w.position,
              name: w.user.username,
              username: w.banned ? null : w.user.username,
              prize: prizeLabel(w.prize),
            }),
          ),
      ),
    });
  }
  for (const t of await pastTournaments(db, idsOf('tournament'))) {
    put({
      ...base,
      kind: 'tournament',
      id: t.id,
      title: t.name,
      ended_at: t.paidAt.toISOString(),
      href: `/tournaments/${t.id}`,
      champion: t.champion,
      ...card(
        t.predictors.map((p, i) =>
          winner({
            place: i + 1,
            ...memberName(p.bannedAt ? maskUsername(p.username) : p.username),
            label: `${p.correct} correct${p.perfect ? ', perfect bracket' : ''}`,
            prize: pointsPrize(p.points, p.xp),
          }),
        ),
      ),
    });
  }
  for (const h of await pastHunts(db, idsOf('bonus_hunt'))) {
    put({
      ...base,
      kind: 'bonus_hunt',
      id: h.id,
      title: h.title,
      ended_at: h.finishedAt.toISOString(),
      href: `/bonus-hunts/${h.id}`,
      ...card(h.winners.map(huntWinner)),
    });
  }
  for (const entry of await pastPeriods(db, idsOf('leaderboard'))) put(entry);

  return rows.flatMap((r) => out.get(`${r.kind}:${r.id}`) ?? []);
}

/** GET /api/r/history: one page of a tab's finished contests with their winners, newest first. */
export async function historyPage(
  db: DbOrTx,
  tab: HistoryTab,
  page: number,
): Promise<{ data: HistoryEntry[]; pagination: HistoryPagination }> {
  const { rows, total } = await indexPage(db, tab, page);
  return {
    data: await entriesOf(db, rows),
    pagination: {
      page,
      per_page: HISTORY_PER_PAGE,
      total,
      total_pages: Math.max(1, Math.ceil(total / HISTORY_PER_PAGE)),
    },
  };
}
