// `npm run bench:web`: Lighthouse on the built site, as a visitor's phone and desktop see it (issue 18).
// Builds the web app (`npm run build`), starts the server as `npm start` does — embedded PGlite with the
// demo data, but in a throwaway data folder and on a free port of 127.0.0.1 (4173 up), ignoring .env,
// DATABASE_URL and REDIS_URL — then runs Lighthouse (Debian's Chromium, headless) on the public pages
// in mobile (Lighthouse's default emulation) and desktop (its desktop preset) mode, and prints the scores
// and metrics, then the audits that keep accessibility, best practices or SEO under 100. The server and
// Chromium are stopped at the end, whatever happens. A benchmark, not a test: it asserts nothing.
// Options: --runs N (1; medians of N runs), --no-build (measure the current build), --production
// (NODE_ENV=production with placeholder secrets, as deployed), --mode mobile|desktop (both),
// --all-pages (every public page: the four above, then the lists, a demo raffle and wager raffle,
// the overlays' pages, VIP, contact and the trust pages).
// CHROMIUM_PATH (/usr/bin/chromium), BENCH_PROFILE (member: the seeded member whose profile is measured).
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort, startServer, stopServer, waitUntilServing } from './lib/bench-server.ts';
import { inspectorIssues, itemsOf, lcpElementOf } from './lib/lighthouse-report.ts';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    production: { type: 'boolean', default: false },
    mode: { type: 'string' },
    'all-pages': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
if (args.mode && args.mode !== 'mobile' && args.mode !== 'desktop') {
  console.error(`--mode is mobile or desktop, not ${args.mode}`);
  process.exit(2);
}
const MODES = (args.mode ? [args.mode] : ['mobile', 'desktop']) as Mode[];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PROFILE = process.env.BENCH_PROFILE ?? 'member';
const PAGES = ['/', '/leaderboard', '/store', `/profile/${PROFILE}`];
/** With --all-pages, the other public pages (issue 18 asks for accessibility and best practices 100 on each). */
const MORE_PAGES = [
  '/raffles',
  '/wager-raffles',
  '/tournaments',
  '/bonus-hunts',
  '/vip-rewards',
  '/contact',
  '/terms',
  '/privacy',
  '/responsible-gambling',
];
/** A demo item's page: the first id its list answers (the demo seed has raffles and wager raffles). */
async function firstItemPage(base: string, list: string): Promise<string[]> {
  const body = await (await fetch(`${base}/api/r${list}`)).text();
  const id = /"id":(\d+)/.exec(body)?.[1];
  return id ? [`${list}/${id}`] : [];
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The categories whose failing audits are listed (performance has its own metrics in the table). */
const FIX_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

type Mode = 'mobile' | 'desktop';
interface Result {
  page: string;
  mode: Mode;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** The largest contentful paint's element and where its time went (TTFB, load delay, load, render delay). */
  lcpElement: string;
  failing: Map<string, string>; // "category audit-id" → title and a few offending items
  error?: string;
}

/* ---------- Lighthouse ---------- */

async function audit(url: string, mode: Mode, page: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  running.add(chrome);
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      mode === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const failing = new Map<string, string>();
    for (const category of FIX_CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
        const items =
          ref.id === 'inspector-issues'
            ? inspectorIssues(result.artifacts)
            : itemsOf(a as Parameters<typeof itemsOf>[0]);
        failing.set(`${category} ${ref.id}`, `${a.title}${items}`);
      }
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      page,
      mode,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : lhr.categories[c].score * 100]),
      ) as Result['scores'],
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      lcpElement: lcpElementOf(
        lhr.audits['largest-contentful-paint-element'] as Parameters<typeof lcpElementOf>[0],
      ),
      failing,
      error: lhr.runtimeError?.message,
    };
  } finally {
    chrome.kill();
    running.delete(chrome);
  }
}

/** A run Lighthouse could not finish: its row shows dashes and the error is printed below the table. */
const failedRun = (page: string, mode: Mode, error: unknown): Result => ({
  page,
  mode,
  scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
  lcp: Number.NaN,
  tbt: Number.NaN,
  cls: Number.NaN,
  fcp: Number.NaN,
  lcpElement: '',
  failing: new Map(),
  error: error instanceof Error ? error.message : String(error),
});

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): one more try. */
async function auditWithRetry(url: string, mode: Mode, page: string): Promise<Result> {
  const first = await audit(url, mode, page).catch((error) => failedRun(page, mode, error));
  if (!first.error) return first;
  console.log(`  ${first.error} — once more`);
  return audit(url, mode, page).catch((error) => failedRun(page, mode, error));
}

/* ---------- the report ---------- */

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function printTable(results: Result[][]) {
  const header = ['page', 'mode', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'FCP'];
  const rows = results.map((runs) => {
    const m = (pick: (r: Result) => number | null) => median(runs.map((r) => pick(r) ?? Number.NaN));
    const score = (c: (typeof CATEGORIES)[number]) => {
      const v = m((r) => r.scores[c]);
      return Number.isNaN(v) ? '–' : String(Math.round(v));
    };
    const s = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
    const tbt = m((r) => r.tbt);
    const cls = m((r) => r.cls);
    return [
      runs[0]!.page,
      runs[0]!.mode,
      ...CATEGORIES.map(score),
      s(m((r) => r.lcp)),
      Number.isNaN(tbt) ? '–' : `${Math.round(tbt)} ms`,
      Number.isNaN(cls) ? '–' : cls.toFixed(3),
      s(m((r) => r.fcp)),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}on ${new Date().toISOString()}`);
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i < 2 ? `${'-'.repeat(w + 1)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));

  console.log('\nLargest contentful paint element (first run):');
  for (const runs of results)
    console.log(`  ${runs[0]!.page} (${runs[0]!.mode}): ${runs[0]!.lcpElement || '–'}`);

  const errors = results.flat().filter((r) => r.error);
  for (const r of errors) console.log(`\n⚠ ${r.page} (${r.mode}): ${r.error}`);
  const failing = results.filter((runs) => runs.some((r) => r.failing.size > 0));
  if (failing.length === 0) {
    console.log('\nNo failing accessibility, best-practices or SEO audit.');
    return;
  }
  console.log('\nFailing accessibility / best-practices / SEO audits:');
  for (const runs of failing) {
    console.log(`  ${runs[0]!.page} (${runs[0]!.mode})`);
    const all = new Map(runs.flatMap((r) => [...r.failing]));
    for (const [key, text] of all) console.log(`    ${key}: ${text}`);
  }
}

/* ---------- main ---------- */

const running = new Set<chromeLauncher.LaunchedChrome>();
let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function cleanUp() {
  for (const chrome of running) chrome.kill();
  running.clear();
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and Chromium`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  if (!args['no-build']) {
    console.log('Building the web app (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status})`);
  }
  const port = await freePort(4173);
  const base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-web-'));
  console.log(`Starting the server on ${base} (data in ${dataDir})…`);
  server = startServer(root, port, dataDir, Boolean(args.production));
  await waitUntilServing(base, server);
  if (args['all-pages']) {
    PAGES.push(...MORE_PAGES);
    for (const list of ['/raffles', '/wager-raffles']) PAGES.push(...(await firstItemPage(base, list)));
  }
  for (const page of PAGES) {
    const status = (await fetch(`${base}${page}`)).status;
    if (status !== 200)
      throw new Error(`${page} answers ${status}, not 200 (BENCH_PROFILE names a seeded member)`);
  }

  const results: Result[][] = [];
  for (const page of PAGES) {
    for (const mode of MODES) {
      const runs: Result[] = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`Lighthouse ${mode} ${page}${RUNS > 1 ? ` (run ${run}/${RUNS})` : ''}…`);
        runs.push(await auditWithRetry(`${base}${page}`, mode, page));
      }
      results.push(runs);
    }
  }
  printTable(results);
} catch (error) {
  console.error(`\nbench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
