import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { applyLedgerEntry } from '../../src/features/points/ledger.usecases.ts';
import { dumpEmbedded, restoreEmbedded } from '../../src/ops/embedded-backup.ts';
import { driver } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';

const MEMBERS = 4;
const START = 1_000;

/** What a consistent ledger looks like, read from a restored copy. */
async function ledgerOf(folder: string) {
  const pglite = new PGlite(folder);
  try {
    const totals = await pglite.query<{ points: string; members: number }>(
      'select coalesce(sum(points), 0)::text as points, count(*)::int as members from users',
    );
    const drifted = await pglite.query(
      `select u.id from users u left join points_transactions t on t.user_id = u.id
        group by u.id, u.points having u.points <> coalesce(sum(t.amount), 0)`,
    );
    const halves = await pglite.query<{ n: number }>(
      `select count(*)::int as n from (select split_part(reference, ':', 1) as transfer from points_transactions
        where kind = 'transfer' group by 1 having count(*) <> 2) as unpaired`,
    );
    const transfers = await pglite.query<{ n: number }>(
      "select count(*)::int as n from points_transactions where kind = 'transfer'",
    );
    return {
      points: Number(totals.rows[0]?.points),
      members: totals.rows[0]?.members,
      drifted: drifted.rows.length,
      unpaired: halves.rows[0]?.n,
      transfers: (transfers.rows[0]?.n ?? 0) / 2,
    };
  } finally {
    await pglite.close();
  }
}

// The embedded database alone: run once, in the PGlite pass.
describe.skipIf(driver !== 'pglite')('a backup of the embedded database taken while it is written', () => {
  const work = mkdtempSync(join(tmpdir(), 'podium-consistency-'));
  let database: Database;
  let ids: number[];

  beforeAll(async () => {
    database = openDatabase({ driver: 'pglite', dataDir: join(work, 'live') });
    await database.migrate();
    ids = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await createUser(database.db);
      ids.push(member.id);
      await database.db.transaction((tx) =>
        applyLedgerEntry(tx, { userId: member.id, amount: START, kind: 'grant', reason: 'start' }),
      );
    }
  });
  afterAll(async () => {
    await database.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores to a state where every transfer is whole and every balance matches its ledger', async () => {
    let writing = true;
    let done = 0;
    // Transfers between members, each one transaction of two ledger rows and two balance updates.
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const from = ids[n % MEMBERS] as number;
        const to = ids[(n + 1) % MEMBERS] as number;
        await database.db.transaction(async (tx) => {
          await applyLedgerEntry(tx, {
            userId: from,
            amount: -1,
            kind: 'transfer',
            reason: 'test',
            reference: `t${n}:out`,
          });
          await applyLedgerEntry(tx, {
            userId: to,
            amount: 1,
            kind: 'transfer',
            reason: 'test',
            reference: `t${n}:in`,
          });
        });
        done = n + 1;
        // PGlite answers without touching the event loop; a server's requests arrive between turns of it.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backups: Buffer[] = [];
    const seenBefore: number[] = [];
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      seenBefore.push(done);
      backups.push(await dumpEmbedded(database.pglite as PGlite));
    }
    writing = false;
    await writer;

    const restored = [];
    for (const [i, backup] of backups.entries()) {
      await restoreEmbedded(backup, join(work, `restored-${i}`));
      restored.push(await ledgerOf(join(work, `restored-${i}`)));
    }
    for (const [i, state] of restored.entries()) {
      expect(state).toMatchObject({ points: MEMBERS * START, members: MEMBERS, drifted: 0, unpaired: 0 });
      // Writes were running: each backup holds at least what had committed before it began.
      expect(state.transfers).toBeGreaterThanOrEqual(seenBefore[i] as number);
      expect(state.transfers).toBeGreaterThan(i === 0 ? 0 : (restored[i - 1]?.transfers as number));
    }
  }, 60_000);
});
