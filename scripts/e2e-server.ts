// The server the browser tests run against: a fresh PGlite folder with the demo seed, in test mode,
// with Discord sign-in pointed at a local fake Discord (apps/server/test/fakes/fake-discord.ts) and the
// Kick account link at a local fake Kick (apps/server/test/fakes/fake-kick.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeCasinos } from '../apps/server/test/fakes/fake-casinos.ts';
import { FakeDiscord } from '../apps/server/test/fakes/fake-discord.ts';
import { FakeKick } from '../apps/server/test/fakes/fake-kick.ts';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.PORT ?? '3100';
const dataDir = mkdtempSync(join(tmpdir(), 'podium-e2e-'));
const discord = await new FakeDiscord().start();
const kick = await new FakeKick().start();
// Every casino's affiliate API (wager feeds), with its default players and keys (e2e/wager-feeds.spec.ts).
const casinos = new FakeCasinos();
await casinos.start();

// The captchas' answers, for the specs to solve them (see e2e-captcha-answers.ts): never in production.
const captchaAnswers = join(tmpdir(), `podium-e2e-captcha-${port}.jsonl`);
rmSync(captchaAnswers, { force: true });

// Kick's webhook signing key, for the specs to sign deliveries as Kick (e2e/kick-live.spec.ts).
const kickKeyFile = join(tmpdir(), `podium-e2e-kick-${port}.json`);
writeFileSync(
  kickKeyFile,
  JSON.stringify({ privateKey: kick.keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }),
);

const serverArgs = ['--import', 'tsx', '--import', join(root, 'scripts/e2e-captcha-answers.ts')];
const child = spawn(process.execPath, [...serverArgs, join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: 'localhost',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    CAPTCHA_ANSWERS_FILE: captchaAnswers,
    LOGIN_RATE_LIMIT: '1000',
    SEED_DEMO: 'true',
    DISCORD_CLIENT_ID: discord.clientId,
    DISCORD_CLIENT_SECRET: discord.clientSecret,
    DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
    DISCORD_API_URL: discord.apiUrl,
    KICK_CLIENT_ID: kick.clientId,
    KICK_CLIENT_SECRET: kick.clientSecret,
    KICK_AUTH_URL: kick.baseUrl,
    KICK_API_URL: kick.baseUrl,
    ...casinos.env(),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await discord.stop();
  await kick.stop();
  await casinos.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(captchaAnswers, { force: true });
  rmSync(kickKeyFile, { force: true });
  process.exit(code ?? 0);
});
