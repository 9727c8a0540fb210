import type { NotificationPage } from '@podium/shared/notifications/schemas';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/**
 * Notifications in the declared-answers tour (decision 062): alice's (the slot challenge approved
 * earlier in the tour, among others) listed, counted, one read, all read; her email setting saved.
 */
export async function notificationsTour(call: Call, { alice }: Record<'alice', Agent>) {
  const n = '/api/r/notifications';
  const page = await call<NotificationPage>(alice, 'GET', `${n}?limit=5`);
  await call(alice, 'GET', `${n}/unread-count`);
  const [first] = page.notifications;
  if (!first) throw new Error('the tour gave alice no notification');
  await call(alice, 'POST', `${n}/${first.id}/read`);
  await call(alice, 'POST', `${n}/read-all`);
  await call(alice, 'GET', `${n}/settings`);
  await call(alice, 'PUT', `${n}/settings`, { email_wins: true });
}
