// `npm start`: builds the web app when the build is missing or older than its sources, then runs the server
// (one process, or WEB_CONCURRENCY workers with DATABASE_URL: see apps/server/src/cluster.ts). SIGTERM and
// SIGINT are passed on, so the server drains before it stops.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist/index.html');
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

const ssrEntry = join(root, 'apps/web/dist-ssr/entry-server.js');
const built = existsSync(dist) && existsSync(ssrEntry) ? statSync(dist).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log(built === 0 ? 'Building the web app…' : 'Web sources changed, rebuilding…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@podium/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// A .env beside package.json (see .env.example) is read; variables already set win.
const envFile = existsSync(join(root, '.env')) ? ['--env-file', join(root, '.env')] : [];
const server = spawn(
  process.execPath,
  [...envFile, '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
