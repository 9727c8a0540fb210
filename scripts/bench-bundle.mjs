// `npm run bench:bundle`: what of the landing JavaScript is ours (issue 18). Builds, in one run, the
// site (`vite build` of apps/web, unless --no-build) and a reference: the smallest app that uses the
// same libraries the way the site's entry does (React DOM hydrating in a transition, React Router's
// declarative routes and links, TanStack Query with server-rendered data), and nothing of our own.
// Prints both gzipped (node:zlib default level, as scripts/check-bundle.mjs), the site's share over
// the reference, the ratio, and the room issue 18's 100 KiB goal leaves for our own code.
// A benchmark, not a test: it asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { measureBundle } from './lib/bundle-size.mjs';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const GOAL = 100 * 1024;

const REFERENCE_MAIN = `
import { hydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, matchPath, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

const client = new QueryClient();
const Lazy = lazy(() => Promise.resolve({ default: () => null }));
function Page() {
  const query = useQuery({ queryKey: ['page'], queryFn: () => fetch('/api').then((r) => r.json()) });
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <main onClick={() => navigate('/')}>
      <Link to="/a">a</Link>
      <NavLink to="/b">b</NavLink>
      {String(query.data)} {params.id} {location.pathname} {search.get('q')}
      {matchPath('/x/:id', location.pathname) ? 'x' : ''}
      <Suspense fallback={null}><Lazy /></Suspense>
    </main>
  );
}
hydrate(client, JSON.parse(document.getElementById('boot')?.textContent ?? '{}'));
startTransition(() => {
  hydrateRoot(
    document.getElementById('root'),
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
`;

const gzipped = (file) => gzipSync(readFileSync(file)).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The reference's JavaScript, gzipped file by file (its one entry chunk, plus any it splits off). */
async function referenceBytes() {
  // Inside apps/web, so that it resolves the same installed libraries.
  const dir = mkdtempSync(join(web, '.bench-reference-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.tsx"></script>',
    );
    writeFileSync(join(dir, 'main.tsx'), REFERENCE_MAIN);
    const outDir = join(dir, 'dist');
    mkdirSync(outDir);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, modulePreload: { polyfill: false } },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipped(join(assets, f)), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--no-build')) {
  const run = spawnSync('npm', ['run', 'build', '-w', '@podium/web'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const dist = join(web, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const site = measureBundle(manifest, (file) => gzipped(join(dist, file))).landing.bytes;
const reference = await referenceBytes();

console.log(`\nLanding JavaScript on ${new Date().toISOString()} (gzipped)`);
console.log(`| build | bytes | KiB |`);
console.log(`|---|---:|---:|`);
console.log(`| site: entry + home page, with imports | ${site} | ${kib(site)} |`);
console.log(`| reference: the libraries alone | ${reference} | ${kib(reference)} |`);
console.log(`| ours: site − reference | ${site - reference} | ${kib(site - reference)} |`);
console.log(`\nsite / reference: ${(site / reference).toFixed(3)}`);
console.log(
  `Issue 18's goal (${kib(GOAL)}) leaves ${kib(GOAL - reference)} for our own shell and home page; they take ${kib(site - reference)}.`,
);
