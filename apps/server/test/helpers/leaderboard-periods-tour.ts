import type { AdminPastPeriods } from '@podium/shared/leaderboard/standings';
import type { Db } from '../../src/db/client.ts';
import { wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import type { Agent } from './app.ts';
import { linkCasino } from './casino-accounts.ts';
import { createBoard, createUser } from './factories.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/**
 * Leaderboard periods in the declared-answers tour (decision 063): a board whose period ended an hour
 * ago, closed now by an Admin; its three prize ranks matched, held and released, skipped; the period
 * reopened and closed again; the past periods read between, and the closed one in the public history.
 */
export async function leaderboardPeriodsTour(call: Call, { admin }: Record<'admin', Agent>, db: Db) {
  const hour = 3_600_000;
  const { platform, period } = await createBoard(db, {
    slug: 'tour-closed',
    casinoSlot: 3,
    prizesCents: [30_000, 20_000, 10_000],
    startsAt: new Date(Date.now() - 48 * hour),
    endsAt: new Date(Date.now() - hour),
  });
  await db.insert(wagers).values(
    ['one', 'two', 'three', 'four'].map((name, i) => ({
      periodId: period.id,
      playerKey: `tour_${name}`,
      displayName: `Tour${name}`,
      wageredCents: (10 - i) * 10_000,
    })),
  );
  const winner = await createUser(db, { username: 'tour_winner' });
  await linkCasino(db, winner.id, { crypto3: 'tour_winner_c' });
  const a = '/api/admin/leaderboards';
  await call(admin, 'GET', `${a}/${platform.id}/periods`);
  await call(admin, 'POST', `${a}/periods/${period.id}/close`);
  const read = await call<AdminPastPeriods>(admin, 'GET', `${a}/${platform.id}/periods?page=1`);
  const [first, second, third] = read.periods[0]!.prizes;
  await call(admin, 'POST', `${a}/prizes/${first!.id}/match`, { username: 'tour_winner', reason: 'Renamed' });
  await call(admin, 'POST', `${a}/prizes/${second!.id}/hold`, { reason: 'Asking on Discord' });
  await call(admin, 'POST', `${a}/prizes/${second!.id}/release`);
  await call(admin, 'POST', `${a}/prizes/${third!.id}/skip`, { reason: 'Not a member' });
  await call(admin, 'POST', `${a}/periods/${period.id}/reopen`, { reason: 'Feed corrected' });
  await call(admin, 'POST', `${a}/periods/${period.id}/close`);
  // The closed period in the public history (decision 065).
  await call(admin, 'GET', `/api/r/history/periods/${period.id}`);
}
