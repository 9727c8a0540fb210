// `npm run bench`: GET /api/r/leaderboard with 10,000 players on a board, under autocannon.
// Prints requests/s and latency percentiles so later work can compare. Not a test: it asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { demoPlayers, fillDemoWagers } from '../apps/server/src/features/leaderboard/demo-provider.ts';
import {
  leaderboardPeriods,
  leaderboardPlatforms,
} from '../apps/server/src/features/leaderboard/leaderboard.table.ts';
import { JsonCache } from '../apps/server/src/lib/cache.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
const database = process.env.DATABASE_URL
  ? openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL })
  : openDatabase({ driver: 'pglite', dataDir });
await database.migrate();
const [platform] = await database.db
  .insert(leaderboardPlatforms)
  .values({
    slug: `bench-${Date.now()}`,
    name: 'Bench',
    prizesCents: [100_000, 50_000, 25_000],
    provider: 'manual',
  })
  .returning();
const [period] = await database.db
  .insert(leaderboardPeriods)
  .values({
    platformId: platform!.id,
    startsAt: new Date(Date.now() - 1000),
    endsAt: new Date(Date.now() + 86_400_000),
  })
  .returning();
await fillDemoWagers(database.db, period!.id, demoPlayers(42, PLAYERS));

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, db: database.db, secret: 'b'.repeat(40), cache: new JsonCache() });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const url = `${address}/api/r/leaderboard`;

const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
const body = await first.arrayBuffer();
console.log(`Board: ${PLAYERS} players; response ${(body.byteLength / 1024).toFixed(0)} KiB`);

const statusCounts = (r: autocannon.Result) =>
  Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));

async function run(title: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}   status ${JSON.stringify(statusCounts(result))}`,
  );
}

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION}s per run, ${database.driver}`);
await run('gzip (browsers)', { 'accept-encoding': 'gzip' });
await run('revalidation (If-None-Match → 304)', { 'if-none-match': first.headers.get('etag') ?? '' });
await run('identity (no compression)', {});

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
