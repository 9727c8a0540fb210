import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { sendDueAnnouncements } from '../../src/features/announcements/announcements.jobs.ts';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { announce } from '../../src/features/announcements/announcements.usecases.ts';
import { FakeDiscordWebhook } from '../fakes/fake-discord-webhook.ts';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/**
 * The announcements in the declared-answers tour, against a local fake Discord webhook: the webhook and
 * the kinds announced set, a test sent, a failed post retried and then cancelled, the outbox read.
 */
export async function announcementsTour(call: Call, { admin }: Record<'admin', Agent>, db: Db) {
  const discord = await new FakeDiscordWebhook().start();
  const n = '/api/admin/announcements';
  try {
    await call(admin, 'PUT', `${n}/settings`, {
      discord_webhook_url: discord.url,
      events: ['raffle_drawn', 'tournament_completed'],
    });
    await call(admin, 'GET', `${n}/settings`);
    await call(admin, 'POST', `${n}/test`);
    await sendDueAnnouncements(db); // what the tours before queued goes out first
    await announce(db, { key: 'raffle-drawn:tour', content: 'Tour raffle drawn' });
    discord.failNext = [500];
    await sendDueAnnouncements(db);
    const outbox = await call<{ id: number; key: string }[]>(admin, 'GET', n);
    const row = outbox.find((a) => a.key === 'raffle-drawn:tour');
    await call(admin, 'POST', `${n}/${row!.id}/cancel`);
    await call(admin, 'POST', `${n}/${row!.id}/retry`);
    await db.update(announcements).set({ nextAttemptAt: sql`now()` });
    await sendDueAnnouncements(db);
    await call(admin, 'PUT', `${n}/settings`, { discord_webhook_url: null });
  } finally {
    await discord.stop();
  }
}
