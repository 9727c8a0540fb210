// Time to hydrated for `npm run bench:web` (issue 27, decision 051): how long a phone on a slow network
// waits before the page answers taps. Real Chromium (Playwright, the same binary as Lighthouse), a new
// browser context per run (cold cache), a Moto G Power's screen, and Lighthouse's own "slow 4G" figures
// applied by DevTools throttling: 562.5 ms per request, 1.47 Mbit/s down, 675 kbit/s up, the CPU 4×
// slower. A run ends when the app marks `<html data-hydrated>` (apps/web/src/app/Root.tsx).
// Requests to other hosts (the Kick player) fail at once, as on a machine without the internet.
import { type Browser, chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

/** Issue 27's goal for every measured page. */
export const HYDRATED_GOAL_MS = 1500;
export const HYDRATION_PAGES = ['/', '/leaderboard', '/store', '/raffles', '/bonus-hunts'];

const slow4G = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile;

export interface HydrationRun {
  /** First contentful paint, largest contentful paint and `data-hydrated`, ms after navigation start. */
  fcp: number;
  lcp: number;
  hydrated: number;
  /** JavaScript files fetched until then: over HTTP/1.1 the browser opens 6 connections per host. */
  scripts: number;
  error?: string;
}

export interface HydrationResult {
  page: string;
  runs: HydrationRun[];
}

declare global {
  interface Window {
    __benchHydratedAt?: number;
    __benchLcp?: number;
  }
}

async function once(browser: Browser, url: string): Promise<HydrationRun> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    // bench:web's HTTP/2 front (h2-proxy.ts) has a throwaway self-signed certificate.
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    let scripts = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !page.isClosed()) scripts += 1;
    });
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return;
        window.__benchHydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      new PerformanceObserver((list) => {
        window.__benchLcp = list.getEntries().at(-1)?.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4G.cpuSlowdownMultiplier });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    const counted = scripts;
    const times = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: window.__benchLcp ?? Number.NaN,
      hydrated: window.__benchHydratedAt ?? Number.NaN,
    }));
    return { ...times, scripts: counted };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { fcp: Number.NaN, lcp: Number.NaN, hydrated: Number.NaN, scripts: 0, error: message };
  } finally {
    await context.close();
  }
}

/** `runs` cold visits of each page, one at a time. */
export async function measureHydration(
  base: string,
  pages: readonly string[],
  runs: number,
  chromiumPath: string,
): Promise<HydrationResult[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const results: HydrationResult[] = [];
    for (const page of pages) {
      const result: HydrationResult = { page, runs: [] };
      for (let run = 1; run <= runs; run++) {
        console.log(`Time to hydrated ${page} (run ${run}/${runs})…`);
        result.runs.push(await once(browser, `${base}${page}`));
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);

/** The medians of one page's runs. */
export const hydrationMedians = (result: HydrationResult) => ({
  fcp: median(result.runs.map((r) => r.fcp)),
  lcp: median(result.runs.map((r) => r.lcp)),
  hydrated: median(result.runs.map((r) => r.hydrated)),
  scripts: median(result.runs.map((r) => r.scripts)),
});

/** Prints the medians, whether each page meets the goal, and the runs that failed. */
export function printHydration(results: HydrationResult[], label: string) {
  const runs = results[0]?.runs.length ?? 0;
  console.log(
    `\nTime to hydrated (${label}): real Chromium, slow 4G (${slow4G.requestLatencyMs} ms per request, ` +
      `${(slow4G.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s down) + ${slow4G.cpuSlowdownMultiplier}× CPU, ` +
      `cold cache, median of ${runs}`,
  );
  const rows = results.map((result) => {
    const m = hydrationMedians(result);
    const met = m.hydrated <= HYDRATED_GOAL_MS;
    const verdict = met ? '✓ met' : '✗ not met';
    return [result.page, seconds(m.fcp), seconds(m.lcp), seconds(m.hydrated), verdict, String(m.scripts)];
  });
  const goal = `goal ≤ ${HYDRATED_GOAL_MS / 1000} s`;
  const header = ['page', 'paint (FCP)', 'LCP', 'hydrated', goal, 'JS files'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const met = rows.filter((row) => row[4] === '✓ met').length;
  console.log(
    met === rows.length
      ? `Goal ≤ ${HYDRATED_GOAL_MS / 1000} s met on every page.`
      : `Goal ≤ ${HYDRATED_GOAL_MS / 1000} s NOT met: ${met} of ${rows.length} pages within it.`,
  );
  for (const result of results)
    for (const run of result.runs) if (run.error) console.log(`  ⚠ ${result.page}: ${run.error}`);
}
