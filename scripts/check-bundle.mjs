// The JavaScript budget (issue 18), on the built site (`npm run build` first): the landing JavaScript —
// everything loaded before the home page is interactive: the entry, the home page's chunk and their
// static imports — and each public page's chunk (what it adds to the entry), gzipped with node:zlib's
// default level (within 1% of Vite's report, whose kB are 1000 bytes; here KiB, 1024). Budgets in
// scripts/bundle-budget.json, in bytes; a page without its own gets `pageDefault`. Prints the table
// always; exits 1 naming each chunk over its budget. `--dist DIR` measures another build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBundle, overBudget, pageBudget } from './lib/bundle-size.mjs';

const root = new URL('..', import.meta.url).pathname;
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const budgets = JSON.parse(readFileSync(join(root, 'scripts/bundle-budget.json'), 'utf8'));

if (!existsSync(manifestPath)) {
  console.error(
    `No build manifest at ${manifestPath}: run \`npm run build\` (vite build.manifest must be on).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gz.get(file);
};
const measured = measureBundle(manifest, sizeOf);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = [
  ['landing JavaScript (entry + home, with imports)', measured.landing.bytes, budgets.landing],
  [`  entry ${measured.entry.file} with its imports`, measured.entry.bytes, null],
  ...measured.pages.map((p) => [`page ${p.module}`, p.bytes, pageBudget(budgets, p.module)]),
  ...measured.parts.map((p) => [`lazy part ${p.module}`, p.bytes, null]),
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${'chunk'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}`);
for (const [name, bytes, budget] of rows) {
  const mark = budget === null ? '' : bytes > budget ? '  ✗ over' : '  ✓';
  console.log(
    `${name.padEnd(width)}  ${kb(bytes).padStart(9)}  ${(budget === null ? '—' : kb(budget)).padStart(9)}${mark}`,
  );
}
if (!measured.landing.homeChunk)
  console.log('(the home page has no chunk of its own: the landing is the entry and its imports)');
const landingFiles = measured.landing.files.map((f) => [f, sizeOf(f)]).sort((a, b) => b[1] - a[1]);
console.log(
  `landing files: ${landingFiles.map(([f, bytes]) => `${f.replace('assets/', '')} ${kb(bytes)}`).join(', ')}`,
);
console.log('(page rows: the chunk and its static imports not already loaded with the entry)');

const over = overBudget(measured, budgets);
if (over.length > 0) {
  console.error('\nOver the JavaScript budget (issue 18):');
  for (const o of over)
    console.error(`  ${o.name}: ${kb(o.bytes)} > ${kb(o.budget)} (${o.bytes} > ${o.budget} bytes)`);
  process.exit(1);
}
console.log('\nWithin the JavaScript budget.');
