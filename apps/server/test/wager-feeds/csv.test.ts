import { auditPageSchema } from '@podium/shared/audit/schemas';
import { wagerFeedErrorCodes as codes } from '@podium/shared/wager-feeds/errors';
import { describe, expect, it } from 'vitest';
import { parseWagerCsv } from '../../src/features/wager-feeds/csv-import.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';
import { connectionRow, wagersOf } from './fixtures.ts';

const ctx = useTestApp();

async function stakeBoard() {
  const board = await createBoard(ctx.db, { slug: 'stake', name: 'Stake', provider: 'demo', players: 2 });
  const admin = await signedIn(ctx, 'admin', 'Admin');
  expect(
    (await admin.put(`/api/admin/wager-feeds/${board.platform.id}`, { provider: 'csv' })).statusCode,
  ).toBe(200);
  return { ...board, admin, csv: `/api/admin/wager-feeds/${board.platform.id}/csv` };
}

describe('parseWagerCsv', () => {
  it('reads a header in any order, quoted cells, thousands commas and a favourite game', () => {
    const result = parseWagerCsv(
      '\uFEFFFavourite game,Wagered,Username\r\n"Gates of Olympus","1,234.50",Alice\r\n,99,bob\r\n\r\n"Sugar Rush, 1000",$0.5,Carol\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          playerKey: 'alice',
          displayName: 'Alice',
          wageredCents: 123_450,
          favoriteGameTitle: 'Gates of Olympus',
          avatarUrl: null,
        },
        {
          playerKey: 'bob',
          displayName: 'bob',
          wageredCents: 9_900,
          favoriteGameTitle: null,
          avatarUrl: null,
        },
        {
          playerKey: 'carol',
          displayName: 'Carol',
          wageredCents: 50,
          favoriteGameTitle: 'Sugar Rush, 1000',
          avatarUrl: null,
        },
      ],
    });
  });

  it('takes username, wagered[, game] in that order without a header', () => {
    const result = parseWagerCsv('dave,10\neve,20.25,Plinko');
    expect(result.ok && result.rows.map((r) => [r.playerKey, r.wageredCents, r.favoriteGameTitle])).toEqual([
      ['dave', 1000, null],
      ['eve', 2025, 'Plinko'],
    ]);
  });

  it('reports every bad row by its line number', () => {
    const result = parseWagerCsv(
      'username,wagered\nalice,10\n,5\nbob,ten\ncarol,-3\nAlice,4\nfrank smith,1\n',
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'Line 3: the username is empty',
        'Line 4: wagered "ten" is not an amount',
        'Line 5: wagered "-3" is not an amount',
        'Line 6: Alice is already on line 2',
        'Line 7: the username has spaces, angle brackets or is longer than 64 characters',
      ],
    });
  });

  it('reports broken quoting and a header without the needed columns', () => {
    expect(parseWagerCsv('username,wagered\nalice,10\n"bob,5\n')).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^Line \d+: the file is not valid CSV/)],
    });
    expect(parseWagerCsv('username,amount_usd\nalice,10')).toEqual({
      ok: false,
      errors: ['Line 1: the header needs the columns username and wagered'],
    });
    expect(parseWagerCsv('username,wagered\n')).toMatchObject({ ok: false });
  });
});

describe('POST /api/admin/wager-feeds/:id/csv', () => {
  it('imports a good file into the current period, replacing what was there', async () => {
    const { admin, csv, period, platform } = await stakeBoard();
    const res = await admin.post(csv, {
      csv: 'username,wagered,favourite game\nStakeSteve,2500.75,Crash\nmia,10\n',
      mode: 'replace',
    });
    expect([res.statusCode, json(res).message]).toEqual([200, 'Imported 2 players']);
    expect(await wagersOf(ctx.db, period.id)).toEqual({ stakesteve: 250_075, mia: 1000 });
    expect((await connectionRow(ctx.db, platform.id)).lastRows).toBe(2);
    // On record: the board, the period and how many players, not the file.
    const log = auditPageSchema.parse(
      json(await admin.get('/api/admin/audit-log?action=wager-feeds.csv_import')).data,
    );
    expect(log.entries).toEqual([
      expect.objectContaining({
        actor: { id: expect.any(Number), username: 'admin' },
        target_type: 'leaderboard',
        target_id: String(platform.id),
        before: null,
        after: { period_id: period.id, mode: 'replace', players: 2 },
        request_id: res.headers['x-request-id'],
      }),
    ]);
    const board = (await ctx.app.inject('/api/r/leaderboard')).json().data.all_leaderboards.stake;
    expect(board.top_three[0]).toMatchObject({
      displayName: 'StakeSteve',
      wagered: 2500.75,
      favoriteGameTitle: 'Crash',
    });
  });

  it('imports nothing from a file with a bad row, and says which lines', async () => {
    const { admin, csv, period } = await stakeBoard();
    const before = await wagersOf(ctx.db, period.id);
    const res = await admin.post(csv, { csv: 'username,wagered\ngood,10\nbad,1.2.3\n', mode: 'merge' });
    expect([res.statusCode, json(res).code]).toEqual([400, codes.badCsv]);
    expect(json(res).errors).toEqual({ csv: ['Line 3: wagered "1.2.3" is not an amount'] });
    expect(await wagersOf(ctx.db, period.id)).toEqual(before);
  });

  it('needs the CSV provider and a period of this board', async () => {
    const { admin, csv, platform } = await stakeBoard();
    const other = await createBoard(ctx.db);
    const wrongPeriod = await admin.post(csv, { csv: 'a,1', period_id: other.period.id, mode: 'replace' });
    expect([wrongPeriod.statusCode, json(wrongPeriod).code]).toEqual([404, codes.periodNotFound]);
    const empty = await admin.post(csv, { csv: '', mode: 'replace' });
    expect(empty.statusCode).toBe(400);
    await admin.put(`/api/admin/wager-feeds/${platform.id}`, { provider: 'demo' });
    const notCsv = await admin.post(csv, { csv: 'a,1', mode: 'replace' });
    expect([notCsv.statusCode, json(notCsv).code]).toEqual([409, codes.notCsv]);
  });
});
