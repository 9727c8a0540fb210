// `npm run bench:spike`: "link in chat" on stream night. The app as production runs it on many cores —
// two workers (node:cluster, WEB_CONCURRENCY=2) on PostgreSQL and Redis (127.0.0.1), the web built,
// default logging — receives VISITORS distinct anonymous visitors arriving over SPIKE_SECONDS. Each opens
// a page (/, /leaderboard, /raffles or /bonus-hunts), makes the app's reads and opens the live-updates
// stream, kept open to the end; ACTING of them (10 %) sign in and predict the running hunt. Prints
// p50/p99/max and errors per kind, each worker's CPU and memory, and the fan-out: from an admin's
// change to the last of the open streams receiving it. Not a test: it asserts
// nothing. Needs PostgreSQL (TEST_PG_URL) and Redis (REDIS_URL); a fresh database, dropped at the end.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  Jar,
  type Kind,
  type Plan,
  type Stream,
  send,
  signIn,
  type Timing,
  VISITOR_READS,
  visit,
} from './lib/spike-visitor.ts';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 5000);
const SECONDS = Number(process.env.BENCH_SPIKE_SECONDS ?? 60);
const ACTING = Number(process.env.BENCH_ACTING ?? 0.1);
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/leaderboard', '/raffles', '/bonus-hunts'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** CPU seconds (user + system) and memory of a process, from /proc. */
function usage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    cpu: (Number(stat[11]) + Number(stat[12])) / 100,
    rssMb: kb('VmRSS') / 1024,
    peakMb: kb('VmHWM') / 1024,
  };
}
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  if (!existsSync(`${root}apps/web/dist-ssr/entry-server.js`)) {
    console.error('bench:spike: build the web first (npm run build): the spike is on server-rendered pages');
    process.exit(1);
  }
  const database = `podium_spike_${process.pid}`;
  await admin(`create database ${database}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${database}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // `npm start`'s configuration (default NODE_ENV and LOG_LEVEL: a line per request), on many cores.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_PREFIX: `spike${process.pid}:`,
      WEB_CONCURRENCY: '2',
      SEED_DEMO: 'true',
      SESSION_SECRET: 'spike-secret-0123456789abcdef0123456789',
      LOGIN_RATE_LIMIT: String(VISITORS * 2),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Whatever ends this script ends the app too (its workers go with the primary).
  process.on('exit', () => server.kill('SIGKILL'));
  const streams: Stream[] = [];
  try {
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready && childrenOf(server.pid!).length >= 2) break;
      if (i > 240) throw new Error('the app did not become ready within 60 s');
      await sleep(250);
    }
    await sleep(1000);
    const workers = childrenOf(server.pid!);
    const current = (
      (await (await fetch(`${base}/api/r/bonus-hunts/current`)).json()) as {
        data: { hunt: { id: number } | null; games: { slot_name: string }[] };
      }
    ).data;
    const hunt = current.hunt;
    const game = current.games[0]?.slot_name ?? '';
    // Warm: the server has been up before the streamer says "link in chat". Each view on a connection
    // of its own, so that the cluster's round robin takes it to every worker in turn (a kept-alive
    // connection stays with one worker, and the other then met the spike with every page cold).
    for (const path of [...PAGES, ...VISITOR_READS]) {
      for (let n = 0; n < 4; n++) await send(base, 'GET', path, new Jar(), undefined, { fresh: true });
    }
    console.log(
      `bench:spike: ${VISITORS} visitors over ${SECONDS} s on ${workers.length} workers (PostgreSQL, Redis, 127.0.0.1); ` +
        `${Math.round(ACTING * 100)} % sign in and act (predict on hunt ${hunt?.id ?? 'none'})`,
    );

    const timings: Timing[] = [];
    const before = workers.map(usage);
    const started = Date.now();
    const visits: Promise<void>[] = [];
    const everyActs = ACTING > 0 ? Math.round(1 / ACTING) : 0;
    for (let i = 0; i < VISITORS; i++) {
      const due = started + (i * SECONDS * 1000) / VISITORS;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const acts = everyActs > 0 && i % everyActs === 0;
      // Entering a raffle needs a linked Kick account (SPEC §5): the acting members predict the hunt.
      const act: Plan['act'] =
        acts && hunt
          ? (post) =>
              post(`/api/r/bonus-hunts/${hunt.id}/predict`, {
                end_balance: 1000 + i,
                highest_multiplier: 100 + i,
                highest_multiplier_game: game,
              })
          : null;
      const plan: Plan = { base, page: PAGES[i % PAGES.length]!, member: acts ? `spike_${i}` : null, act };
      visits.push(
        visit(plan, (t) => timings.push(t)).then((stream) => {
          if (stream) streams.push(stream);
        }),
      );
    }
    await Promise.all(visits);
    const spikeSeconds = (Date.now() - started) / 1000;
    const after = workers.map(usage);

    // The fan-out: an admin's change (a leaderboard saved as it is) to the last open stream.
    const boss = await signIn(base, 'admin');
    const listed = await send(base, 'GET', '/api/admin/leaderboards', boss);
    if (listed.status !== 200)
      throw new Error(`admin leaderboards: ${listed.status} ${listed.body.slice(0, 200)}`);
    const boards = JSON.parse(listed.body).data as Record<string, unknown>[];
    const board = boards[0]!;
    await sleep(1500);
    const sent = Date.now();
    const arrivals = Promise.all(streams.map((s) => s.next('leaderboard', sent)));
    await send(base, 'PUT', `/api/admin/leaderboards/${board.id}`, boss, {
      slug: board.slug,
      name: board.name,
      timeframe: board.timeframe,
      currency_symbol: board.currency_symbol,
      prizes: board.prizes,
      is_paused: board.is_paused,
      pause_message: board.pause_message ?? '',
    });
    const times = await Promise.race([arrivals, sleep(10_000).then(() => null)]);

    const row = (kind: Kind) => {
      const ts = timings.filter((t) => t.kind === kind);
      const ms = ts.map((t) => t.ms).sort((a, b) => a - b);
      const errors = ts.filter((t) => !t.ok).length;
      return `  ${kind.padEnd(8)} ${String(ts.length).padStart(6)}   p50 ${percentile(ms, 0.5).toFixed(0).padStart(5)} ms   p99 ${percentile(ms, 0.99).toFixed(0).padStart(5)} ms   max ${(ms.at(-1) ?? 0).toFixed(0).padStart(5)} ms   errors ${errors}`;
    };
    console.log(`arrivals took ${spikeSeconds.toFixed(1)} s; ${streams.length} streams open at the end`);
    for (const kind of ['page', 'read', 'stream', 'sign-in', 'act'] as Kind[]) {
      console.log(row(kind));
      const failed = timings.find((t) => t.kind === kind && !t.ok);
      if (failed) console.log(`           first error: ${failed.why}`);
    }
    workers.forEach((pid, i) => {
      const cpu = (after[i]!.cpu - before[i]!.cpu) / spikeSeconds;
      console.log(
        `  worker ${pid}: CPU ${(cpu * 100).toFixed(0)} % of a core, memory ${after[i]!.rssMb.toFixed(0)} MB (peak ${after[i]!.peakMb.toFixed(0)} MB)`,
      );
    });
    const fanOut = times ? Math.max(...times.map((t) => t - sent)) : Number.POSITIVE_INFINITY;
    const first = times ? Math.min(...times.map((t) => t - sent)) : Number.POSITIVE_INFINITY;
    console.log(
      `  fan-out to ${streams.length} streams: first ${first} ms, last ${times ? `${fanOut} ms` : 'not within 10 s'}`,
    );
    const pages = timings
      .filter((t) => t.kind === 'page')
      .map((t) => t.ms)
      .sort((a, b) => a - b);
    const errors = timings.filter((t) => !t.ok).length;
    const met = percentile(pages, 0.99) <= 250 && errors === 0 && fanOut < 1000;
    console.log(`goal p99 page ≤ 250 ms, 0 errors, fan-out < 1 s: ${met ? 'met' : 'not met'}`);
  } catch (error) {
    console.error('bench:spike failed:', error);
    process.exitCode = 1;
  } finally {
    for (const s of streams) s.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin(`drop database if exists ${database} with (force)`);
    process.exit();
  }
}

await main();
