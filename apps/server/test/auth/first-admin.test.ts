import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { FakeDiscord } from '../fakes/fake-discord.ts';
import { Agent, testConfig, useTestApp } from '../helpers/app.ts';

const discord = await new FakeDiscord().start();
afterAll(() => discord.stop());

const STREAMER = '80351110224678912';
const ctx = useTestApp(
  {},
  {
    config: () =>
      testConfig({
        PUBLIC_URL: 'http://localhost:3000',
        DISCORD_CLIENT_ID: discord.clientId,
        DISCORD_CLIENT_SECRET: discord.clientSecret,
        DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
        DISCORD_API_URL: discord.apiUrl,
        ADMIN_DISCORD_IDS: ` ${STREAMER}, 175928847299117063`,
      }),
  },
);

/** A whole Discord sign-in as a browser does it; returns the signed-in agent. */
async function signInWithDiscord(id: string, username: string): Promise<Agent> {
  discord.nextUser = { id, username, global_name: null, avatar: null, email: null };
  const agent = new Agent(ctx.app);
  const start = await agent.get('/auth/discord');
  const back = new URL(discord.consent(String(start.headers.location)));
  const res = await agent.get(`${back.pathname}${back.search}`);
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('/');
  return agent;
}

const roleOf = async (username: string) =>
  (await ctx.db.select({ role: users.role }).from(users).where(eq(users.username, username)))[0]?.role;

describe('ADMIN_DISCORD_IDS: the first Admin', () => {
  it('makes a member signing in with a listed Discord id Admin, at once, and no one else', async () => {
    const streamer = await signInWithDiscord(STREAMER, 'the_streamer');
    expect(await roleOf('the_streamer')).toBe('Admin');
    expect((await streamer.get('/api/admin/users')).statusCode).toBe(200);
    // On record as the site's own act, with the reason.
    const [entry] = await ctx.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: null,
      action: 'members.role',
      before: { role: 'Member' },
      after: { role: 'Admin' },
      reason: 'ADMIN_DISCORD_IDS: signed in with a listed Discord id',
    });

    const viewer = await signInWithDiscord('1234567890123456', 'a_viewer');
    expect(await roleOf('a_viewer')).toBe('Member');
    expect((await viewer.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('promotes an existing Member on their next sign-in', async () => {
    await signInWithDiscord('175928847299117063', 'mod_turned_owner');
    await ctx.db.update(users).set({ role: 'Moderator' }).where(eq(users.username, 'mod_turned_owner'));
    await signInWithDiscord('175928847299117063', 'mod_turned_owner');
    expect(await roleOf('mod_turned_owner')).toBe('Admin');
  });

  it('refuses an ADMIN_DISCORD_IDS value that is not a list of Discord ids', () => {
    expect(() => testConfig({ ADMIN_DISCORD_IDS: 'the_streamer' })).toThrow(
      /ADMIN_DISCORD_IDS: not a Discord user id \(15 to 22 digits\): the_streamer/,
    );
  });
});
