import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { siteContext } from '../../src/features/audit/audit.usecases.ts';
import {
  leaderboardPeriods,
  leaderboardPlatforms,
} from '../../src/features/leaderboard/leaderboard.table.ts';
import { saveFeed } from '../../src/features/wager-feeds/feeds.usecases.ts';
import { syncPlatform } from '../../src/features/wager-feeds/sync.usecases.ts';
import { wagerFeedSync } from '../../src/features/wager-feeds/wager-feeds.jobs.ts';
import { FakeCasinos } from '../fakes/fake-casinos.ts';
import { TEST_SECRET, testConfig } from '../helpers/app.ts';
import { driver, PG_ADMIN_URL } from '../helpers/db.ts';
import { jobDeps, makeDue, schedulerOn } from '../helpers/jobs.ts';
import { postgresAvailable } from '../helpers/services.ts';
import { cooledDown, wagersOf } from './fixtures.ts';

// Real concurrency needs PostgreSQL (PGlite is one connection): runs in the TEST_DB=postgres pass.
const available = driver === 'postgres' && (await postgresAvailable());
const databaseName = `podium_test_${process.env.PODIUM_TEST_RUN ?? process.pid}_feeds`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!available)('wager feed sync on PostgreSQL, three processes', () => {
  const fake = new FakeCasinos();
  let pools: Database[] = [];
  const db = () => pools[0]!.db;
  const deps = (i: number) => ({
    ...jobDeps(pools[i]!.db),
    config: testConfig(fake.env()),
    secret: TEST_SECRET,
  });

  beforeAll(async () => {
    await fake.start();
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${databaseName}`;
    pools = [0, 1, 2].map(() => openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 }));
    await pools[0]!.migrate();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    await admin(`drop database if exists ${databaseName} with (force)`);
    await fake.stop();
  });

  it('calls the casino once per due sync, whether through the job lease or the claim alone', async () => {
    const [platform] = await db()
      .insert(leaderboardPlatforms)
      .values({ slug: 'up', name: 'Upgrader' })
      .returning();
    const [period] = await db()
      .insert(leaderboardPeriods)
      .values({
        platformId: platform!.id,
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await saveFeed(deps(0), siteContext(), platform!.id, {
      provider: 'upgrader',
      api_key: fake.keys.upgrader,
    });
    const three = pools.map((p, _i) => schedulerOn(p.db, {}));
    for (let trial = 1; trial <= 10; trial++) {
      await makeDue(db(), wagerFeedSync.name);
      await cooledDown(db(), platform!.id);
      // Three schedulers at once: one takes the lease and syncs.
      const ran = await Promise.all(
        three.map((s, i) =>
          s.runIfDue({ ...wagerFeedSync, run: (_d, run) => wagerFeedSync.run(deps(i), run) }),
        ),
      );
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(fake.requests).toHaveLength(2 * trial - 1);
      // Three processes' syncs at once, past the lease (as after a takeover): the claim lets one call.
      await cooledDown(db(), platform!.id);
      const outcomes = await Promise.all(
        [0, 1, 2].map((i) => syncPlatform(deps(i), platform!.id, { scheduled: true })),
      );
      expect(outcomes.filter((o) => 'synced' in o && o.synced)).toHaveLength(1);
      expect(fake.requests).toHaveLength(2 * trial);
    }
    // Within Upgrader's 5-minute cooldown nobody calls again, due or not.
    await makeDue(db(), wagerFeedSync.name);
    await Promise.all(
      three.map((s, i) =>
        s.runIfDue({ ...wagerFeedSync, run: (_d, run) => wagerFeedSync.run(deps(i), run) }),
      ),
    );
    expect(fake.requests).toHaveLength(20);
    expect(Object.keys(await wagersOf(db(), period!.id)).sort()).toEqual([
      'luckylou',
      'spinsam',
      'whalewanda',
    ]);
    await Promise.all(three.map((s) => s.stop()));
  }, 60_000);
});
