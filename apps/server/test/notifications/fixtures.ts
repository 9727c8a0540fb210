import type { NotificationPage } from '@podium/shared/notifications/schemas';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../src/features/notifications/notifications.table.ts';
import { type Agent, json, type TestContext } from '../helpers/app.ts';

/** The member's notification rows, oldest first, straight from the table. */
export const rowsOf = (ctx: TestContext, userId: number) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

/** The member's notifications of one kind. */
export async function kindsOf(ctx: TestContext, userId: number, kind: string) {
  return (await rowsOf(ctx, userId)).filter((r) => r.kind === kind);
}

export async function listOf(agent: Agent, query = ''): Promise<NotificationPage> {
  const res = await agent.get(`/api/r/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: NotificationPage }>(res).data;
}

export async function unreadOf(agent: Agent): Promise<number> {
  const res = await agent.get('/api/r/notifications/unread-count');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { unread: number } }>(res).data.unread;
}
