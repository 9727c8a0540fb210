// `npm run bench:live`: 2,000 concurrent Server-Sent Events clients on one server process on 127.0.0.1.
// This process runs the app (buildApp on a fresh embedded database, as `npm start` does) and publishes
// a few `leaderboard` events the way the leaderboard feature does; a child process holds the clients,
// so the server's memory is measured alone. Prints the time from each publication (its id carries the
// server's timestamp) to the first and the last client, and the server's memory per client. Not a
// test: it asserts nothing, but gives up after BENCH_TIMEOUT_SECONDS.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 120);

type FromClients = { type: 'ready'; openedInMs: number } | { type: 'arrived'; id: string; delays: number[] };
type ToClients = { type: 'open'; url: string; count: number } | { type: 'expect'; round: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ---------- the child: the clients ---------- */

async function runClients() {
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const arrivals: Map<string, number>[] = [];
  const send = (message: FromClients) => process.send?.(message);

  const subscribe = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const arrived = new Map<string, number>();
      arrivals.push(arrived);
      let buffer = '';
      const request = get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = Date.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const id = /^id: (.+)$/m.exec(block)?.[1];
            if (event === 'subscribed') resolve();
            else if (event === 'leaderboard' && id) arrived.set(id, now);
          }
        });
      });
      request.on('error', reject);
    });

  process.on('message', async (message: ToClients) => {
    if (message.type === 'open') {
      const started = Date.now();
      for (let i = 0; i < message.count; i += 200) {
        const batch = Math.min(200, message.count - i);
        await Promise.all(Array.from({ length: batch }, () => subscribe(message.url)));
      }
      send({ type: 'ready', openedInMs: Date.now() - started });
      return;
    }
    // Wait until every client has the round's event, then report each one's delay after publication.
    const deadline = Date.now() + 10_000;
    let id: string | undefined;
    while (Date.now() < deadline) {
      id = [...(arrivals[0]?.keys() ?? [])][message.round];
      if (id && arrivals.every((a) => a.has(id as string))) break;
      await sleep(2);
    }
    const published = Number(id?.split('-')[0]);
    const delays = arrivals.flatMap((a) => (id && a.has(id) ? [(a.get(id) as number) - published] : []));
    send({ type: 'arrived', id: id ?? '', delays });
  });
}

/* ---------- this process: the server ---------- */

async function runServer() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { JsonCache } = await import('../apps/server/src/lib/cache.ts');
  const { LiveHub } = await import('../apps/server/src/lib/live.ts');
  const { createLogger } = await import('../apps/server/src/logger.ts');
  const { pino } = await import('pino');

  const deadline = setTimeout(() => {
    console.error(`bench:live gave up after ${TIMEOUT_S} s`);
    process.exit(1);
  }, TIMEOUT_S * 1000);
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-live-'));
  const database = openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  // The configuration `npm start` runs with (default NODE_ENV and LOG_LEVEL: a JSON line per request,
  // written asynchronously); only the data folder is a throwaway. The log lines go to /dev/null
  // rather than this report's stdout: the same work, a readable report.
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: '/none' });
  const live = new LiveHub();
  const logger = createLogger(config, {}, pino.destination({ dest: '/dev/null', sync: false }));
  const app = await buildApp(
    { config, db: database.db, secret: 'b'.repeat(40), cache: new JsonCache(), live },
    { logger },
  );
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/r/live?topics=leaderboard`;

  const clients = fork(fileURLToPath(import.meta.url), ['clients'], { execArgv: ['--import', 'tsx'] });
  const next = () => new Promise<FromClients>((resolve) => clients.once('message', resolve));
  const tell = (message: ToClients) => clients.send(message);
  const memory = async () => {
    for (let i = 0; i < 3; i++) {
      globalThis.gc?.();
      await sleep(100);
    }
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed + m.external };
  };

  try {
    const before = await memory();
    tell({ type: 'open', url, count: CLIENTS });
    const ready = (await next()) as Extract<FromClients, { type: 'ready' }>;
    const after = await memory();
    console.log(`bench:live — ${CLIENTS} SSE clients on one process (127.0.0.1), ${ROUNDS} events`);
    console.log(`  ${live.clientCount} streams open in ${ready.openedInMs} ms`);

    const worst: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const arrived = next();
      tell({ type: 'expect', round });
      const started = performance.now();
      live.publish('leaderboard', { round });
      const fanOutMs = performance.now() - started;
      const { delays } = (await arrived) as Extract<FromClients, { type: 'arrived' }>;
      delays.sort((a, b) => a - b);
      const at = (p: number) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))];
      const all = delays.length === CLIENTS ? (delays.at(-1) as number) : Number.POSITIVE_INFINITY;
      worst.push(all);
      console.log(
        `  event ${round + 1}: written to every stream in ${fanOutMs.toFixed(1)} ms; reached ` +
          `${delays.length}/${CLIENTS} — first ${delays[0]} ms, p50 ${at(50)} ms, p99 ${at(99)} ms, all ${all} ms`,
      );
      await sleep(300);
    }
    const perClient = (bytes: number) => `${(bytes / CLIENTS / 1024).toFixed(1)} KB`;
    console.log(`  publish → all ${CLIENTS} clients: worst ${Math.max(...worst)} ms (goal < 1000 ms)`);
    console.log(
      `  server memory per client: ${perClient(after.heap - before.heap)} JS heap + buffers, ` +
        `${perClient(after.rss - before.rss)} RSS (${globalThis.gc ? 'after GC' : 'no --expose-gc: noisy'}); ` +
        `slow clients dropped: ${live.dropped}`,
    );
  } finally {
    clearTimeout(deadline);
    clients.kill();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'clients') await runClients();
else await runServer();
