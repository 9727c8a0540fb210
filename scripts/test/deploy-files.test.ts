// deploy/podium.env.example and deploy/podium.service as shipped: the environment file loads through the
// server's own schema once filled in, and the unit agrees with it and with how the server stops.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from '../../apps/server/src/config.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const envFile = read('deploy/podium.env.example');
const unit = read('deploy/podium.service');

/** NAME=value lines as systemd's EnvironmentFile reads them (one pair of double quotes removed). */
const parseEnv = (text: string): Record<string, string> =>
  Object.fromEntries(
    [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [
      name,
      /^".*"$/.test(value!) ? value!.slice(1, -1) : value,
    ]),
  );
/** The commented-out lines that carry an example value, uncommented. */
const commentedOut = (text: string) =>
  Object.fromEntries(
    Object.entries(
      parseEnv([...text.matchAll(/^# ?([A-Z][A-Z0-9_]*=.*)$/gm)].map((m) => m[1]).join('\n')),
    ).filter(([, value]) => value !== ''),
  );

const secret = 'a'.repeat(64);
const filledIn = {
  ...parseEnv(envFile),
  DATABASE_URL: 'postgres://podium:pw@127.0.0.1:5432/podium',
  SESSION_SECRET: secret,
  INTEGRATIONS_KEY: secret,
  DISCORD_CLIENT_ID: '123456789012345678',
  DISCORD_CLIENT_SECRET: 'discord-secret',
};

/** `Key=value` settings of the unit (every occurrence). */
const unitSettings = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!);

describe('deploy/podium.env.example', () => {
  it('names only variables the server reads', () => {
    const known = Object.keys(envSchema.shape);
    const named = [...envFile.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(named.filter((name) => !known.includes(name))).toEqual([]);
  });

  it('refuses to start as shipped, naming each value left to fill in', () => {
    expect(() => loadConfig(parseEnv(envFile))).toThrow(
      /DATABASE_URL[\s\S]*SESSION_SECRET[\s\S]*DISCORD_CLIENT_ID[\s\S]*DISCORD_CLIENT_SECRET[\s\S]*INTEGRATIONS_KEY/,
    );
  });

  it('filled in, runs in production behind a proxy on this machine', () => {
    const config = loadConfig(filledIn);
    expect(config.production).toBe(true);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.publicUrl).toMatch(/^https:\/\//);
    expect(config.redisUrl).toBeDefined();
    expect(config.webConcurrency).toBeGreaterThan(1);
    expect(config.seedDemo).toBe(false);
  });

  it('every optional example it shows loads when uncommented', () => {
    const all = { ...filledIn, ...commentedOut(envFile) };
    const config = loadConfig(all);
    expect(config.mail?.from).toBe('Podium <no-reply@rewards.example.com>');
    expect(config.adminDiscordIds).toHaveLength(1);
    expect(config.backup).not.toBeNull();
  });
});

describe('deploy/podium.service', () => {
  const env = parseEnv(envFile);
  const embedded = commentedOut(envFile);

  it('reads the environment file the README installs, after defaults it may override', () => {
    expect(unitSettings('EnvironmentFile')).toEqual(['/etc/podium/podium.env']);
    expect(unit.indexOf('\nEnvironment=')).toBeLessThan(unit.indexOf('\nEnvironmentFile='));
    expect(unitSettings('Environment').join(' ')).toMatch(/\bNODE_ENV=production\b/);
    expect(env.NODE_ENV).toBe('production');
  });

  it("can write the embedded database's folder and the backups, and nothing else of the system", () => {
    expect(unitSettings('ProtectSystem')).toEqual(['strict']);
    const dataDir = unitSettings('Environment')
      .join(' ')
      .match(/\bDATA_DIR=(\S+)/)?.[1];
    expect(dataDir).toBe(`/var/lib/${unitSettings('StateDirectory')[0]}`);
    expect(env.DATA_DIR).toBe(dataDir);
    const writable = unitSettings('ReadWritePaths').flatMap((line) => line.split(/\s+/));
    expect(writable.map((path) => path.replace(/^-/, ''))).toContain(embedded.BACKUP_DIR);
  });

  it('stops the way the server drains: SIGTERM to the main process, which passes it on, well before the kill', () => {
    expect(unitSettings('KillSignal')).toEqual(['SIGTERM']);
    expect(unitSettings('KillMode')).toEqual(['mixed']);
    // The server drains for at most 10 s, and the cluster's primary waits 15 s for its workers.
    expect(Number(unitSettings('TimeoutStopSec')[0])).toBeGreaterThan(15);
    expect(unitSettings('Restart')).toEqual(['on-failure']);
    expect(unitSettings('User')).toEqual(['podium']);
    expect(unitSettings('WorkingDirectory')).toEqual(['/srv/podium']);
    expect(unitSettings('NoNewPrivileges')).toEqual(['yes']);
  });
});
