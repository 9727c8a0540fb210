import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web build with a server entry, as `npm run build` leaves it (dist/ and dist-ssr/ side by side),
 * whose every page is rendered on the server with the given reads answered by the app itself
 * (plugins/server-render.ts). Each render numbers its page (`<!--render N-->`), so a test can tell a
 * shared page from a new render. Returns the dist folder, for WEB_DIST_DIR.
 */
export function fakeWebBuild(reads: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'podium-web-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/page.tsx': { file: 'assets/page.js' },
    }),
  );
  const plan = {
    serverRendered: true,
    status: 200,
    module: 'src/page.tsx',
    reads: reads.map((path) => ({ queryKey: [path], path, paged: false })),
  };
  writeFileSync(
    join(root, 'dist-ssr', 'entry-server.js'),
    `export const planPage = () => (${JSON.stringify(plan)});
let renders = 0;
export const renderPage = async (url, boot, answers) => ({
  html: '<main>rendered ' + answers.length + ' reads</main><!--render ' + ++renders + '-->',
  queries: answers,
});
`,
  );
  return dist;
}
