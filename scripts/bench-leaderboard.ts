// `npm run bench`: the hot public reads (leaderboard, settings, affiliates) as an anonymous visitor sees
// them, against a bare `node:http` server sending the same bytes, in the same run, on 127.0.0.1.
// Two child processes: the app (built as main.ts builds it, with `npm start`'s configuration, on a
// fresh embedded database with the demo data) and the bare server (the app's captured status, headers
// and body for each path, written with one writeHead + end). This process drives each with wrk when
// installed (autocannon otherwise), in alternating slices after a warm-up, and prints the medians of
// req/s and p99 and the app's ratio to the bare server. With the web built (`npm run build`) it does
// the same for anonymous page views of /, /leaderboard and /raffles, each request a new visitor (no
// cookies), and for a signed-in member's views of /, /leaderboard, /raffles, /bonus-hunts and /store
// (rendered per view; the goal is 300 a second). Not a test: it asserts nothing. BENCH_SECONDS (6 per server and path), BENCH_SLICES (3),
// BENCH_WARMUP_SECONDS (1), BENCH_CONNECTIONS (64), BENCH_ENCODING (gzip), BENCH_PLAYERS (0: the demo
// boards only; N adds a board with N players, as decision 004 measured).
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, get, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Measured, measureLoad, WRK } from './lib/load.ts';
import { signIn } from './lib/spike-visitor.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const SLICES = Number(process.env.BENCH_SLICES ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 0);
const PATHS = ['/api/r/leaderboard', '/api/r/settings', '/api/r/affiliates'];
/** Anonymous page views, server-rendered from the web build (`npm run build`), as a "link in chat" brings them. */
const PAGES = ['/', '/leaderboard', '/raffles'];
/** A signed-in member's page views: rendered for each view (issue 27's goal: 300 a second per process). */
const MEMBER_PAGES = ['/', '/leaderboard', '/raffles', '/bonus-hunts', '/store'];
const MEMBER_GOAL = 300;
const WEB_BUILT = existsSync(fileURLToPath(new URL('../apps/web/dist-ssr/entry-server.js', import.meta.url)));
/** Headers Node writes by itself; everything else the bare server repeats as the app sent it. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Captured {
  /** The path, plus ` 304` for a conditional request: what the bare server answers it with. */
  key: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: string; // base64
}
type FromChild = { type: 'ready'; url: string };

/* ---------- child: the app, as main.ts builds it ---------- */

async function runApp() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { createLogger } = await import('../apps/server/src/logger.ts');
  const { openPlatform } = await import('../apps/server/src/platform.ts');
  const { seedDemoIfEmpty } = await import('../apps/server/src/seed/demo.ts');

  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
  const database = openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  if (PLAYERS > 0) await addBigBoard(database.db, PLAYERS);
  // The configuration `npm start` runs with (its default NODE_ENV and LOG_LEVEL: a JSON line per
  // request, written asynchronously); only the data folder is a throwaway. The lines go to this
  // child's stdout, which the parent discards, so the report stays readable and the work stays.
  const config = loadConfig({ DATA_DIR: dataDir });
  const log = createLogger(config);
  const platform = await openPlatform(config, log);
  const { bus: _bus, close: _close, ...shared } = platform;
  const app = await buildApp({ config, db: database.db, secret: 'b'.repeat(40), ...shared }, { logger: log });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('disconnect', async () => {
    await app.close();
    await platform.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.send?.({ type: 'ready', url } satisfies FromChild);
}

async function addBigBoard(db: import('../apps/server/src/db/client.ts').Db, players: number) {
  const { demoPlayers, fillDemoWagers } = await import(
    '../apps/server/src/features/leaderboard/demo-provider.ts'
  );
  const { leaderboardPeriods, leaderboardPlatforms } = await import(
    '../apps/server/src/features/leaderboard/leaderboard.table.ts'
  );
  const [platform] = await db
    .insert(leaderboardPlatforms)
    .values({ slug: 'bench', name: 'Bench', prizesCents: [100_000, 50_000, 25_000], provider: 'manual' })
    .returning();
  const [period] = await db
    .insert(leaderboardPeriods)
    .values({
      platformId: platform!.id,
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await fillDemoWagers(db, period!.id, demoPlayers(42, players));
}

/* ---------- child: the bare server, the same bytes ---------- */

function runBare() {
  process.once('message', (responses: Captured[]) => {
    const byKey = new Map(responses.map((r) => [r.key, { ...r, bytes: Buffer.from(r.body, 'base64') }]));
    const server = createServer((req, res) => {
      const hit = byKey.get(keyOf(req.url ?? '', req.headers));
      if (!hit) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(hit.status, hit.headers);
      res.end(hit.bytes);
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      process.send?.({ type: 'ready', url: `http://127.0.0.1:${address.port}` } satisfies FromChild);
    });
    process.on('disconnect', () => process.exit(0));
  });
}

const keyOf = (path: string, headers: Record<string, unknown>) =>
  headers['if-none-match'] ? `${path} 304` : headers.cookie ? `${path} member` : path;

/* ---------- this process: the load ---------- */

const start = async (role: 'app' | 'bare', message?: Captured[]) => {
  const child = fork(fileURLToPath(import.meta.url), [role], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<FromChild>((resolve, reject) => {
    child.once('message', (m) => resolve(m as FromChild));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
  if (message) child.send(message);
  return { child, url: (await ready).url };
};

/** The app's answer exactly as sent (node:http, which does not decode the body, unlike fetch). */
function capture(base: string, run: Run): Promise<Captured> {
  return new Promise((resolve, reject) => {
    get(`${base}${run.path}`, { headers: run.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = value;
        }
        const body = Buffer.concat(chunks).toString('base64');
        resolve({ key: keyOf(run.path, run.headers), status: res.statusCode ?? 0, headers, body });
      });
    }).on('error', reject);
  });
}

const load = (url: string, headers: Record<string, string>, seconds: number) =>
  measureLoad(url, headers, seconds, CONNECTIONS);
const slice = load;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * Both servers under the same conditions (after the warm-up): short slices taken in turn (bare, app,
 * bare, app…), so load from anything else on the machine falls on both alike. Medians of the slices;
 * the ratio is the median of each pair's ratio.
 */
async function compare(bareUrl: string, appUrl: string, headers: Record<string, string>) {
  const bare: Measured[] = [];
  const app: Measured[] = [];
  for (let i = 0; i < SLICES; i++) {
    bare.push(await slice(bareUrl, headers, DURATION / SLICES));
    app.push(await slice(appUrl, headers, DURATION / SLICES));
  }
  const summary = (ms: Measured[]): Measured => ({
    rps: median(ms.map((m) => m.rps)),
    p99: median(ms.map((m) => m.p99)),
    errors: ms.reduce((n, m) => n + m.errors, 0),
  });
  return { bare: summary(bare), app: summary(app), ratio: median(app.map((a, i) => a.rps / bare[i]!.rps)) };
}

const row = (title: string, m: { rps: number; p99: number; errors: number }) =>
  `${title.padEnd(42)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(3)} ms` +
  (m.errors ? `   errors ${m.errors}` : '');

interface Run {
  title: string;
  path: string;
  headers: Record<string, string>;
}

async function main() {
  const children: ChildProcess[] = [];
  try {
    const app = await start('app');
    children.push(app.child);
    const runs: Run[] = PATHS.map((path) => ({
      title: path,
      path,
      headers: { 'accept-encoding': ENCODING },
    }));
    if (WEB_BUILT) {
      for (const path of PAGES)
        runs.push({ title: `page ${path}`, path, headers: { 'accept-encoding': ENCODING } });
      const cookie = (await signIn(app.url, 'bench_member')).header();
      for (const path of MEMBER_PAGES)
        runs.push({ title: `member page ${path}`, path, headers: { 'accept-encoding': ENCODING, cookie } });
    } else {
      console.log('bench: the web is not built (npm run build): anonymous pages are left out');
    }
    const board = await capture(app.url, runs[0]!);
    runs.push({
      title: `${PATHS[0]} (If-None-Match → 304)`,
      path: PATHS[0]!,
      headers: { 'accept-encoding': ENCODING, 'if-none-match': String(board.headers.etag ?? '') },
    });
    const captured = await Promise.all(runs.map((run) => capture(app.url, run)));
    const bare = await start('bare', captured);
    children.push(bare.child);

    console.log(
      `bench: ${WRK ? 'wrk' : 'autocannon (install wrk for a lighter load generator)'}, ${CONNECTIONS} connections; per server and path ${WARMUP} s warm-up, then ${SLICES} × ` +
        `${DURATION / SLICES} s taken in turn with the other server; ` +
        `accept-encoding: ${ENCODING}, anonymous, 127.0.0.1, PGlite, demo data${PLAYERS ? ` + ${PLAYERS} players` : ''}`,
    );
    for (const c of captured) {
      const size = Buffer.from(c.body, 'base64').length;
      const headerBytes = Object.entries(c.headers).reduce(
        (n, [k, v]) => n + k.length + String(v).length + 4,
        0,
      );
      console.log(
        `  ${c.key}: ${c.status}, ${size} B body (${c.headers['content-encoding'] ?? 'identity'}), ` +
          `${headerBytes} B of headers, cache-control: ${c.headers['cache-control']}`,
      );
    }
    // The first runs of both servers (and of autocannon itself) are slower until the JIT has settled.
    for (const base of [bare.url, app.url]) {
      for (const run of runs) await load(`${base}${run.path}`, run.headers, WARMUP);
    }
    // Goals (issue 27): the reads ≥ 0.6 of the bare server, anonymous pages ≥ 0.5; p99 < 50 ms.
    const worst = { read: Number.POSITIVE_INFINITY, page: Number.POSITIVE_INFINITY, p99: 0 };
    let slowestMember = Number.POSITIVE_INFINITY;
    for (const run of runs) {
      const {
        bare: b,
        app: a,
        ratio,
      } = await compare(`${bare.url}${run.path}`, `${app.url}${run.path}`, run.headers);
      console.log(run.title);
      console.log(`  ${row('bare node:http', b)}`);
      console.log(`  ${row('app', a)}   ratio ${ratio.toFixed(2)}`);
      if (run.title.startsWith('member ')) {
        // Rendered for each view: the goal is the views a second, not a ratio or a p99.
        slowestMember = Math.min(slowestMember, a.rps);
        continue;
      }
      const kind = run.title.startsWith('page ') ? 'page' : 'read';
      worst[kind] = Math.min(worst[kind], ratio);
      worst.p99 = Math.max(worst.p99, a.p99);
    }
    const pagesMet = !WEB_BUILT || worst.page >= 0.5;
    const met = worst.read >= 0.6 && pagesMet && worst.p99 < 50;
    console.log(
      `worst ratio: reads ${worst.read.toFixed(2)}` +
        (WEB_BUILT ? `, pages ${worst.page.toFixed(2)}` : '') +
        `; worst app p99 ${worst.p99} ms — goal reads ≥ 0.60, pages ≥ 0.50, p99 < 50 ms: ${met ? 'met' : 'not met'}`,
    );
    if (WEB_BUILT) {
      console.log(
        `slowest signed-in page: ${slowestMember.toFixed(0)} views/s — goal ≥ ${MEMBER_GOAL}: ${slowestMember >= MEMBER_GOAL ? 'met' : 'not met'}`,
      );
    }
  } finally {
    for (const child of children) child.disconnect();
  }
}

if (process.argv[2] === 'app') await runApp();
else if (process.argv[2] === 'bare') runBare();
else await main();
