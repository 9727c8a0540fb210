import { CSRF_PATH } from '@podium/shared/site-settings/boot';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { Agent, signedIn, testConfig, useTestApp } from '../helpers/app.ts';

const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://podium.example',
  SESSION_SECRET: 's'.repeat(48),
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
};

describe('environment is parsed once, by one schema', () => {
  it('stops the start naming each missing production value', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ['PUBLIC_URL', 'SESSION_SECRET', 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET']) {
        expect(message).toContain(`${key}: is required when NODE_ENV=production`);
      }
    }
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });

  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', production: false, seedDemo: true });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4000', HOST: '0.0.0.0' })).toMatchObject({ port: 4000, host: '0.0.0.0' });
  });

  it('does not seed demo content in production unless asked', () => {
    expect(loadConfig(productionEnv).seedDemo).toBe(false);
    expect(loadConfig({ ...productionEnv, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('NODE_ENV=production turns off what is meant for development', () => {
  const ctx = useTestApp({}, { config: () => testConfig(productionEnv) });

  it('has no dev sign-in route: 404', async () => {
    const agent = new Agent(ctx.app);
    await agent.page('/');
    const res = await agent.post('/auth/dev-login', { username: 'admin' });
    expect(res.statusCode).toBe(404);
    expect(agent.cookies.has('podium_session')).toBe(false);
  });

  it('tells the page there is no dev sign-in', async () => {
    const agent = new Agent(ctx.app);
    expect((await agent.page('/login')).body).toContain('"devLogin":false');
  });

  it('marks cookies Secure', async () => {
    const res = await ctx.app.inject(CSRF_PATH);
    expect(res.cookies.map((c) => [c.name, c.secure])).toEqual([
      ['podium_anon', true],
      ['podium_csrf', true],
    ]);
    const member = await signedIn(ctx, 'member');
    const logout = await member.post('/logout');
    expect(logout.statusCode).toBe(200);
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await ctx.app.inject('/');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
