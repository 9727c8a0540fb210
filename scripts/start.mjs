// `npm start`: builds the web app when the build is missing or older than its sources, then runs the
// server in this very process (one process, or WEB_CONCURRENCY workers with DATABASE_URL: see
// apps/server/src/cluster.ts). `npm run start:prod` (`--prod`) skips the build check and needs no dev
// packages: build once with `npm run build`. The npm scripts `exec` this file, so SIGTERM and SIGINT
// from npm, systemd or a terminal reach the server, which drains before it stops.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist/index.html');
const ssrEntry = join(root, 'apps/web/dist-ssr/entry-server.js');
const production = process.argv.includes('--prod');
const sources = [
  join(root, 'apps/web/src'),
  join(root, 'apps/web/public'),
  join(root, 'apps/web/index.html'),
  join(root, 'apps/web/vite.config.ts'),
  join(root, 'packages/shared/src'),
  join(root, 'package-lock.json'),
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync(dist) && existsSync(ssrEntry) ? statSync(dist).mtimeMs : 0;
if (cluster.isWorker || process.env.WEB_DIST_DIR) {
  // A worker of the cluster's primary, which has checked the build already; or a build served from
  // elsewhere (WEB_DIST_DIR), which is not this checkout's to build.
} else if (production) {
  if (built === 0) {
    console.error(
      'No web build in apps/web/dist and apps/web/dist-ssr. Build it once with `npm run build` ' +
        '(with the dev packages installed: `npm ci`), then start with `npm run start:prod`.',
    );
    process.exit(1);
  }
} else if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log(built === 0 ? 'Building the web app…' : 'Web sources changed, rebuilding…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@podium/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A .env beside package.json (see .env.example) is read; variables already set win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
// The server is TypeScript, run through tsx's loader (a runtime dependency of the server).
await import('tsx');
await import('../apps/server/src/main.ts');
