import { observeCaptchas } from '../../src/features/contact/captcha.ts';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;
type Id = { id: number };

/**
 * The contact and ticket routes' section of the declared-answers tour: a contact message sent with its
 * captcha, read, archived and answered by email in the admin inbox; a ticket opened, answered by a
 * moderator, seen, replied to and closed. The app needs SMTP for the emailed reply.
 */
export async function supportTour(
  call: Call,
  { admin, moderator, alice }: Record<'admin' | 'moderator' | 'alice', Agent>,
) {
  const answers = new Map<string, string>();
  observeCaptchas((token, answer) => answers.set(token, answer));
  try {
    const captcha = await call<{ token: string }>(alice, 'GET', '/api/r/captcha');
    const prefill = await call<{ name: string }>(alice, 'GET', '/api/r/contact/prefill');
    await call(alice, 'POST', '/api/r/contact', {
      name: prefill.name,
      email: 'alice@example.com',
      subject: 'Hello',
      message: 'A question <b>in bold</b>',
      captcha_token: captcha.token,
      captcha_answer: answers.get(captcha.token),
    });
  } finally {
    observeCaptchas(null);
  }
  const inbox = await call<{ messages: Id[] }>(admin, 'GET', '/api/admin/contact/messages?folder=inbox');
  const message = `/api/admin/contact/messages/${inbox.messages[0]!.id}`;
  for (const action of ['read', 'unread', 'archive', 'restore'])
    await call(admin, 'POST', `${message}/${action}`);
  await call(admin, 'POST', `${message}/reply`, { message: 'Thanks for writing.' });

  const ticket = await call<Id>(alice, 'POST', '/api/r/tickets', {
    category: 'account',
    subject: 'Cannot link Kick',
    message: 'It says the account is taken.',
  });
  await call(moderator, 'GET', '/api/staff/tickets?status=open&category=account');
  await call(moderator, 'POST', `/api/staff/tickets/${ticket.id}/reply`, { message: 'Looking into it' });
  await call(moderator, 'POST', `/api/staff/tickets/${ticket.id}/notes`, { message: 'Checked the queue' });
  await call(alice, 'GET', '/api/r/tickets/unread');
  await call(alice, 'GET', `/api/r/tickets/${ticket.id}`);
  await call(alice, 'POST', `/api/r/tickets/${ticket.id}/reply`, { message: 'Thanks!' });
  await call(moderator, 'GET', `/api/staff/tickets/${ticket.id}`);
  await call(moderator, 'POST', `/api/staff/tickets/${ticket.id}/close`);
  // Reopened by the member (within 14 days), closed again, and reopened by staff (decision 050).
  await call(alice, 'POST', `/api/r/tickets/${ticket.id}/reopen`);
  await call(moderator, 'POST', `/api/staff/tickets/${ticket.id}/close`);
  await call(moderator, 'POST', `/api/staff/tickets/${ticket.id}/reopen`);
  await call(moderator, 'POST', `/api/staff/tickets/${ticket.id}/close`);
}
