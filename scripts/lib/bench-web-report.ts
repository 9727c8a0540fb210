// The tables `npm run bench:web` prints: Lighthouse's medians, and with --compare-loading each way of
// loading a rendered page's scripts side by side (decision 051).
import { type HydrationResult, hydrationMedians, median, seconds } from './hydration.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type Mode = 'mobile' | 'desktop';
export interface Result {
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

/** The medians of one page's Lighthouse runs in one mode. */
export function lighthouseMedians(runs: Result[]) {
  const m = (pick: (r: Result) => number | null) => median(runs.map((r) => pick(r) ?? Number.NaN));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => r.scores[c])])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
    lcp: m((r) => r.lcp),
    tbt: m((r) => r.tbt),
    cls: m((r) => r.cls),
    fcp: m((r) => r.fcp),
  };
}

const table = (header: string[], rows: string[][], leftColumns: number) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i < leftColumns ? `${'-'.repeat(w + 1)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
};

const score = (v: number) => (Number.isNaN(v) ? '–' : String(Math.round(v)));
const oneDecimal = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);

export function printTable(results: Result[][], runs: number, label: string) {
  const rows = results.map((pageRuns) => {
    const m = lighthouseMedians(pageRuns);
    return [
      pageRuns[0]!.page,
      pageRuns[0]!.mode,
      ...CATEGORIES.map((c) => score(m.scores[c])),
      oneDecimal(m.lcp),
      Number.isNaN(m.tbt) ? '–' : `${Math.round(m.tbt)} ms`,
      Number.isNaN(m.cls) ? '–' : m.cls.toFixed(3),
      oneDecimal(m.fcp),
    ];
  });
  console.log(
    `\nLighthouse${label ? ` (${label})` : ''} ${runs > 1 ? `(median of ${runs} runs) ` : ''}on ${new Date().toISOString()}`,
  );
  table(['page', 'mode', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'FCP'], rows, 2);

  console.log('\nLargest contentful paint element (first run):');
  for (const pageRuns of results)
    console.log(`  ${pageRuns[0]!.page} (${pageRuns[0]!.mode}): ${pageRuns[0]!.lcpElement || '–'}`);

  const errors = results.flat().filter((r) => r.error);
  for (const r of errors) console.log(`\n⚠ ${r.page} (${r.mode}): ${r.error}`);
  const failing = results.filter((pageRuns) => pageRuns.some((r) => r.failing.size > 0));
  if (failing.length === 0) {
    console.log('\nNo failing accessibility, best-practices or SEO audit.');
    return;
  }
  console.log('\nFailing accessibility / best-practices / SEO audits:');
  for (const pageRuns of failing) {
    console.log(`  ${pageRuns[0]!.page} (${pageRuns[0]!.mode})`);
    const all = new Map(pageRuns.flatMap((r) => [...r.failing]));
    for (const [key, text] of all) console.log(`    ${key}: ${text}`);
  }
}

export interface LoadingMeasurement {
  loading: string;
  lighthouse: Result[][];
  hydration: HydrationResult[];
  /** The same over HTTP/2 (empty without openssl). */
  hydrationH2: HydrationResult[];
}

/** Each way of loading the scripts side by side: real time to hydrated, and Lighthouse mobile. */
export function printLoadingComparison(measured: LoadingMeasurement[]) {
  console.log('\nWhen the scripts load, compared (medians; hydrated and paint in a real browser):');
  const pages = [...new Set(measured.flatMap((m) => m.hydration.map((h) => h.page)))];
  for (const [protocol, pick] of [
    ['HTTP/1.1', (m: LoadingMeasurement) => m.hydration],
    ['HTTP/2', (m: LoadingMeasurement) => m.hydrationH2],
  ] as const) {
    const rows = pages.map((page) => [
      page,
      ...measured.map((m) => {
        const result = pick(m).find((h) => h.page === page);
        if (!result) return '–';
        const { fcp, hydrated } = hydrationMedians(result);
        return `${seconds(hydrated)} (paint ${seconds(fcp)})`;
      }),
    ]);
    table([`hydrated, ${protocol}`, ...measured.map((m) => m.loading)], rows, 1);
    console.log('');
  }
  const mobile = [
    ...new Set(
      measured.flatMap((m) => m.lighthouse.filter((r) => r[0]!.mode === 'mobile').map((r) => r[0]!.page)),
    ),
  ];
  if (mobile.length === 0) return;
  const lighthouseRows = mobile.map((page) => [
    page,
    ...measured.map((m) => {
      const runs = m.lighthouse.find((r) => r[0]!.page === page && r[0]!.mode === 'mobile');
      if (!runs) return '–';
      const s = lighthouseMedians(runs);
      return `${score(s.scores.performance)} (LCP ${oneDecimal(s.lcp)}, TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)})`;
    }),
  ]);
  table(['Lighthouse mobile', ...measured.map((m) => m.loading)], lighthouseRows, 1);
}
