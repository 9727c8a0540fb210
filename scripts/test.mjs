// `npm test`: the whole suite, in the order that fails fastest — lint (and its boundary guard), typecheck, unit and component
// tests, API integration tests on PGlite and (when reachable) PostgreSQL, then browser end-to-end tests.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const pgUrl = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['lint refuses cross-feature and cyclic imports', 'node', ['scripts/check-boundaries.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api']],
];
if (await postgresReachable()) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { TEST_DB: 'postgres' },
  ]);
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${pgUrl}; CI must run the API tests on it.`);
  process.exit(1);
} else {
  console.warn(`\n⚠ PostgreSQL is not reachable at ${pgUrl}: API tests run on PGlite only.\n`);
}
// `npm run test:e2e` in three steps, so the JavaScript budget is checked on the build the browser tests use.
steps.push(['build the web app', 'npm', ['run', 'build']]);
steps.push(['JavaScript budget', 'node', ['scripts/check-bundle.mjs']]);
steps.push(['browser tests', 'npx', ['playwright', 'test']]);

const results = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, r.status === 0, seconds]);
  if (r.status !== 0) break;
}
console.log('\n━━ summary ━━');
for (const [name, ok, seconds] of results) console.log(`${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
const failed = results.filter(([, ok]) => !ok).length;
const notRun = steps.length - results.length;
if (notRun) console.log(`(${notRun} step(s) not run after the failure)`);
process.exit(failed ? 1 : 0);
